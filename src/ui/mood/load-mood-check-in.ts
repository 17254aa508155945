import type { DailySuggestion } from '../../data/daily'

/**
 * One step between the dashboard and the mood check-in: the dashboard's first load names this
 * small file only, not the check-in's files (its machine, the help lines, the 14-day card).
 */
export const loadMoodCheckIn = () => import('./mood-check-in').then((m) => m.MoodCheckIn)

/** How her mood of today shapes the day's suggestion (undefined: it does not). */
export type MoodShape = { shape: (suggestion: DailySuggestion) => DailySuggestion } | undefined
