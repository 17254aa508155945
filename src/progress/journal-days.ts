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

/** Ids of the activities and routines completed on `day` ('Concluído', 'Concluído hoje'). */
export const completedOn = (entries: readonly JournalEntry[], day: DayKey): Set<string> =>
  new Set(entriesOn(entries, day).map((entry) => entry.activityId))
