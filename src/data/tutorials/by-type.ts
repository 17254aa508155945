import type { TutorialType, TutorialVariants } from '../activity-types'
import { exerciseTutorials } from './exercise'
import { foodTutorials } from './food'
import { meditationTutorials } from './meditation'

/** The two variants of each type that has a tutorial (SPEC §4). */
export const tutorialsByType: Record<TutorialType, TutorialVariants> = {
  exercise: exerciseTutorials,
  meditation: meditationTutorials,
  food: foodTutorials,
}
