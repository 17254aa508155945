import type { ActivityType, TutorialStep } from '../data/activity-types'
import { tutorialsByType } from '../data/tutorials/by-type'

/**
 * The tutorial of an activity type, if it has one: of its two variants, the parity of the day
 * of the week picks one (SPEC §4): even days (Sunday = 0) the first, odd days the second.
 */
export function tutorialFor(type: ActivityType, dayOfWeek: number): readonly TutorialStep[] {
  if (type !== 'exercise' && type !== 'meditation' && type !== 'food') return []
  return tutorialsByType[type][Math.abs(dayOfWeek) % 2] ?? []
}

export interface TutorialPosition {
  /** Zero-based index of the current step. */
  index: number
  current: TutorialStep
  next: TutorialStep | undefined
  total: number
}

/** The current step is the last one whose start time has been reached; it shows with the next one. */
export function tutorialPosition(steps: readonly TutorialStep[], elapsedSeconds: number): TutorialPosition | undefined {
  let index = -1
  steps.forEach((step, i) => {
    if (step.time <= elapsedSeconds) index = i
  })
  const current = steps[index]
  if (!current) return undefined
  return { index, current, next: steps[index + 1], total: steps.length }
}
