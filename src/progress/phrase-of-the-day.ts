import { phrasesOfTheDay } from '../data/phrases'
import { daysBetween, type DayKey } from './calendar-day'

/**
 * One phrase a day, the next in the list each day, so two days in a row never repeat and every
 * phrase comes before any comes again.
 */
export function phraseOfTheDay(day: DayKey, phrases: readonly string[] = phrasesOfTheDay): string {
  const index = daysBetween('2000-01-01', day) % phrases.length
  return phrases[(index + phrases.length) % phrases.length]!
}
