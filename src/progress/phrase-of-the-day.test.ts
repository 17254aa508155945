import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { phrasesOfTheDay } from '../data/phrases'
import { addDays } from './calendar-day'
import { phraseOfTheDay } from './phrase-of-the-day'
import { progressDay } from './progress-day'
import { instant, isoIn, zone } from './testing/arbitraries'

const anyDay = instant.map((date) => date.toISOString().slice(0, 10))

describe('phrase of the day', () => {
  it('has at least 30 different phrases', () => {
    expect(new Set(phrasesOfTheDay).size).toBe(phrasesOfTheDay.length)
    expect(phrasesOfTheDay.length).toBeGreaterThanOrEqual(30)
  })

  it('is the same all day, from 03:00 to 03:00', () => {
    fc.assert(
      fc.property(instant, zone, fc.integer({ min: 0, max: 24 * 60 }), (date, tz, minutes) => {
        const a = isoIn(tz, date)
        const b = isoIn(tz, new Date(date.getTime() + minutes * 60_000))
        if (progressDay(a) === progressDay(b))
          expect(phraseOfTheDay(progressDay(a)!, phrasesOfTheDay)).toBe(
            phraseOfTheDay(progressDay(b)!, phrasesOfTheDay),
          )
      }),
    )
  })

  it('changes every day, and shows every phrase before any comes back', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const run = Array.from({ length: phrasesOfTheDay.length }, (_, i) =>
          phraseOfTheDay(addDays(day, i), phrasesOfTheDay),
        )
        expect(new Set(run).size).toBe(phrasesOfTheDay.length)
        expect(phraseOfTheDay(addDays(day, phrasesOfTheDay.length), phrasesOfTheDay)).toBe(run[0])
      }),
    )
  })
})
