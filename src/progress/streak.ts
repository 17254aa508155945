import { addDays, daysBetween, type DayKey } from './calendar-day'

/** Two protected days (pausas) must be at least this far apart: one missed day in any 7. */
export const PAUSE_SPACING_DAYS = 7

export interface Streak {
  /** Days with at least one activity in the streak (a protected day does not count). */
  days: number
  /** Yesterday was missed and the streak went on (her one pausa): the card says so. */
  protectedYesterday: boolean
}

/**
 * The streak as of `today`: consecutive days with an activity, going back from today (or from
 * yesterday while today is not done yet: an evening still to come does not break it). A single
 * missed day is a pausa and the streak goes on without counting it, as long as no other pausa
 * lies within the same 7 days; two missed days in a row end it.
 */
export function streakOn(activeDays: ReadonlySet<DayKey>, today: DayKey): Streak {
  const yesterday = addDays(today, -1)
  let day = activeDays.has(today) ? today : yesterday
  let days = 0
  let lastPause: DayKey | null = null
  let protectedYesterday = false
  for (;;) {
    if (activeDays.has(day)) {
      days++
    } else {
      const before = addDays(day, -1)
      const pauseAllowed =
        activeDays.has(before) && (lastPause === null || daysBetween(day, lastPause) >= PAUSE_SPACING_DAYS)
      if (!pauseAllowed) break
      lastPause = day
      protectedYesterday ||= day === yesterday
    }
    day = addDays(day, -1)
  }
  return { days, protectedYesterday }
}

/**
 * Her longest streak ever, by the same rule, up to `today`. Another active day only lengthens a
 * streak, so only the last day of each run of active days (and today) can end the longest one.
 */
export function longestStreak(activeDays: ReadonlySet<DayKey>, today: DayKey): number {
  let longest = streakOn(activeDays, today).days
  for (const day of activeDays) {
    if (daysBetween(day, today) <= 0 || activeDays.has(addDays(day, 1))) continue
    longest = Math.max(longest, streakOn(activeDays, addDays(day, 1)).days)
  }
  return longest
}
