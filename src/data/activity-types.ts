/** The entities that the dashboard, the plan and the assistant share. */

export const activityTypes = ['exercise', 'meditation', 'food', 'routine', 'emotional'] as const

export type ActivityType = (typeof activityTypes)[number]

/** The types that have a step-by-step tutorial (docs/product.md, Activity card). */
export type TutorialType = 'exercise' | 'meditation' | 'food'

export interface Activity {
  id: string
  title: string
  description: string
  /** Minutes. */
  duration: number
  type: ActivityType
  completed: boolean
}

export interface TutorialStep {
  /** Seconds from the start of the activity at which this step begins. */
  time: number
  title: string
  instruction: string
  /** How long the step lasts, as she reads it ("30 segundos"). */
  duration: string
}

/** Two variants per type; the parity of the day of the week picks one (docs/product.md, Activity card). */
export type TutorialVariants = readonly [TutorialStep[], TutorialStep[]]
