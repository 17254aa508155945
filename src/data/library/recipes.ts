import type { LibraryEntry } from './library-types'
import { breakfastRecipes } from './recipes-breakfast'
import { mealRecipes } from './recipes-meals'
import { oneHandRecipes } from './recipes-one-hand'
import { snackRecipes } from './recipes-snacks'

/** Every recipe of the library: breakfasts, snacks and drinks (some made with one hand), 15-minute meals. */
export const recipes: readonly LibraryEntry[] = [...breakfastRecipes, ...snackRecipes, ...oneHandRecipes, ...mealRecipes]
