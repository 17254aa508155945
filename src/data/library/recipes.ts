import type { LibraryEntry } from './library-types'
import { breakfastRecipes } from './recipes-breakfast'
import { mealRecipes } from './recipes-meals'
import { snackRecipes } from './recipes-snacks'

/** Every recipe of the library: breakfasts, one-handed snacks and drinks, 15-minute meals. */
export const recipes: readonly LibraryEntry[] = [...breakfastRecipes, ...snackRecipes, ...mealRecipes]
