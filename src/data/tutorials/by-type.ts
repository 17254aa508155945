import type { ActivityType, TutorialStep, TutorialType, TutorialVariants } from '../activity-types'
import { exerciseTutorials } from './exercise'
import { foodTutorials } from './food'
import { meditationTutorials } from './meditation'

/** The two variants of each type that has a tutorial (docs/product.md, Activity card). */
export const tutorialsByType: Record<TutorialType, TutorialVariants> = {
  exercise: exerciseTutorials,
  meditation: meditationTutorials,
  food: foodTutorials,
}

const noTutorial: readonly TutorialStep[] = []

/**
 * The tutorial of an activity type, if it has one: of its two variants, the parity of the day
 * of the week picks one (docs/product.md, Activity card): even days (Sunday = 0) the first, odd days the second.
 */
export function tutorialFor(type: ActivityType, dayOfWeek: number): readonly TutorialStep[] {
  if (type !== 'exercise' && type !== 'meditation' && type !== 'food') return noTutorial
  return tutorialsByType[type][Math.abs(dayOfWeek) % 2] ?? noTutorial
}
