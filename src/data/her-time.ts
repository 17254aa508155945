/**
 * Sizes that fit her (docs/product.md, Dashboard and Meu Plano): she who said she has 5 to 10
 * minutes a day (in the onboarding or the profile) is offered a daily suggestion and sample
 * routines of at most ten minutes, the same moments with shorter activities; with more time, or no
 * answer, they are as they are (13 to 18 minutes, 20 minutes).
 */

import type { DailySuggestion, SuggestedActivity } from './daily'
import type { AvailableTime } from './onboarding-options'
import type { Routine } from './plan'

const hasLittleTime = (time: AvailableTime | null): boolean => time === '5-10'

/** The suggestion with the activities that fit her time. */
export const suggestionForTime = (suggestion: DailySuggestion, time: AvailableTime | null): DailySuggestion => ({
  ...suggestion,
  activities: hasLittleTime(time) ? suggestion.shortActivities : suggestion.activities,
})

/** A sample routine as it fits her time (her own routines are as she made them). */
export const routineForTime = (routine: Routine, time: AvailableTime | null): Routine =>
  hasLittleTime(time) && routine.short ? { ...routine, ...routine.short } : routine

/** The minutes of the activities, added up: what the suggestion card says before she starts. */
export const totalMinutes = (activities: readonly SuggestedActivity[]): number =>
  activities.reduce((total, activity) => total + activity.minutes, 0)
