/**
 * Calendar days as 'YYYY-MM-DD' strings, with arithmetic done on UTC dates: no time zone and no
 * daylight-saving change can move a day (a local midnight can be missing or twice).
 */

export type DayKey = string

const DAY_MS = 86_400_000

const utcMs = (day: DayKey) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))

export const dayKey = (year: number, month: number, day: number): DayKey =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)

export const addDays = (day: DayKey, days: number): DayKey =>
  new Date(utcMs(day) + days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: DayKey, to: DayKey): number => Math.round((utcMs(to) - utcMs(from)) / DAY_MS)

/** 0 for Monday … 6 for Sunday: her weeks run Monday to Sunday. */
export const weekdayFromMonday = (day: DayKey): number => (new Date(utcMs(day)).getUTCDay() + 6) % 7

export const mondayOf = (day: DayKey): DayKey => addDays(day, -weekdayFromMonday(day))

/** The day as a UTC midnight, for Intl to name in pt-BR with `timeZone: 'UTC'`. */
export const dayAsDate = (day: DayKey): Date => new Date(utcMs(day))
