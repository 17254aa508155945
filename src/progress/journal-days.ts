import type { JournalEntry } from '../data/journal'
import type { DayKey } from './calendar-day'
import { progressDay } from './progress-day'

/**
 * A routine's own entry marks it done; its activities have entries of their own, so only those
 * count as activities and minutes.
 */
export const countsAsActivity = (entry: JournalEntry): boolean => entry.type !== 'routine'

/** The days on which she did something. */
export function activeDays(entries: readonly JournalEntry[]): Set<DayKey> {
  const days = new Set<DayKey>()
  for (const entry of entries) {
    const day = progressDay(entry.endedAt)
    if (day) days.add(day)
  }
  return days
}

export const entriesOn = (entries: readonly JournalEntry[], day: DayKey): JournalEntry[] =>
  entries.filter((entry) => progressDay(entry.endedAt) === day)

/**
 * The activities and routines completed on `day` ('Concluído', 'Concluído hoje'), by id, with how
 * many times: one more is how a card hears it was done elsewhere.
 */
export function completedOn(entries: readonly JournalEntry[], day: DayKey): Map<string, number> {
  const times = new Map<string, number>()
  for (const entry of entriesOn(entries, day)) times.set(entry.activityId, (times.get(entry.activityId) ?? 0) + 1)
  return times
}
