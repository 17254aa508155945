import type { PartOfDay } from '../data/daily'

export const partOfDay = (hour: number): PartOfDay =>
  hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 18 ? 'afternoon' : 'evening'

/**
 * The local hours at which what the dashboard shows can change: her day (03:00), the suggestion,
 * and the madrugada's start (22:00; it ends with the morning at 05:00).
 */
export const dayChangeHours = [3, 5, 12, 18, 22] as const
