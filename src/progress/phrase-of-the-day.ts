import { daysBetween, type DayKey } from './calendar-day'

/** Which of `count` phrases is her day's: the next each day, counted from 2000-01-01. */
export function phraseIndexOn(day: DayKey, count: number): number {
  return ((daysBetween('2000-01-01', day) % count) + count) % count
}

/**
 * One phrase a day (src/data/phrases.ts), the next in the list each day, so two days in a row
 * never repeat and every phrase comes before any comes again.
 */
export function phraseOfTheDay(day: DayKey, phrases: readonly string[]): string {
  return phrases[phraseIndexOn(day, phrases.length)]!
}
