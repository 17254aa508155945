import { daysBetween, type DayKey } from './calendar-day'

/**
 * One phrase a day (src/data/phrases.ts), the next in the list each day, so two days in a row
 * never repeat and every phrase comes before any comes again.
 */
export function phraseOfTheDay(day: DayKey, phrases: readonly string[]): string {
  const index = daysBetween('2000-01-01', day) % phrases.length
  return phrases[(index + phrases.length) % phrases.length]!
}
