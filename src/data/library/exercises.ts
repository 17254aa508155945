import { strengthExercises } from './exercises-strength'
import { stretchingExercises } from './exercises-stretching'
import type { LibraryEntry } from './library-types'

/** Every exercise of the library: stretches first, then gentle strength and moving with the baby. */
export const exercises: readonly LibraryEntry[] = [...stretchingExercises, ...strengthExercises]
