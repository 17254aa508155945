import type { DailySuggestion } from '../../data/daily'

/** How her mood of today shapes the day's suggestion (undefined: it does not). */
export type MoodShape = { shape: (suggestion: DailySuggestion) => DailySuggestion } | undefined
