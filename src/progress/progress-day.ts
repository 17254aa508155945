import { addDays, type DayKey } from './calendar-day'

/**
 * Her day starts at 03:00 local time, not at midnight: the mother who finally sits down at 01:30
 * is still in her evening, and that activity counts for the day before.
 */
export const DAY_STARTS_AT_HOUR = 3

// ISO 8601 with a date, a time to the minute at least, and an offset (Z or ±hh:mm).
const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/** The wall-clock date and hour written in an ISO time with its offset, or null if it is not one. */
export function wallClock(iso: string): { day: DayKey; hour: number } | null {
  const match = LOCAL_ISO.exec(iso)
  if (!match || Number.isNaN(Date.parse(iso))) return null
  const [, year, month, day, hour, minute, second = '0', offset] = match
  const valid =
    Number(month) >= 1 && Number(month) <= 12 && Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59
  const date = `${year}-${month}-${day}`
  // Date.parse accepts 2026-02-30; a calendar does not.
  if (!valid || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return null
  if (offset !== 'Z' && Number(offset!.slice(1, 3)) > 18) return null
  return { day: date, hour: Number(hour) }
}

/** The day a wall clock's date and hour count for: before 03:00, the day before. */
export const dayAtHour = (date: DayKey, hour: number): DayKey => (hour < DAY_STARTS_AT_HOUR ? addDays(date, -1) : date)

/** The day an instant counts for, read on the wall clock where it happened. */
export function progressDay(iso: string): DayKey | null {
  const local = wallClock(iso)
  return local && dayAtHour(local.day, local.hour)
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0')

/**
 * An instant written as the wall clock at `offsetMinutes` east of UTC shows it
 * ('2026-11-24T21:30:05.000-03:00'). In a browser the offset is `-date.getTimezoneOffset()`.
 */
export function localIso(date: Date, offsetMinutes: number): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`
  return `${shifted.toISOString().slice(0, 23)}${offset}`
}
