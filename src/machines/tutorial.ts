import type { TutorialStep } from '../data/activity-types'

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
  return stepPosition(steps, index)
}

/** A step chosen by her taps (a recipe's), not by the clock. */
export function stepPosition(steps: readonly TutorialStep[], index: number): TutorialPosition | undefined {
  const current = steps[index]
  if (!current) return undefined
  return { index, current, next: steps[index + 1], total: steps.length }
}
