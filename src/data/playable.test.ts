import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { library } from './library/library'
import { playableFromLibrary, stepDurationText, stepsOverMinutes } from './playable'

const journalType = { exercise: 'exercise', breathing: 'meditation', meditation: 'meditation', recipe: 'food' }

describe('a library entry in the player', () => {
  it('spreads its steps over its minutes: the first at 0 s, in order, the last ending with the timer', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 60 }), (texts, minutes) => {
        const steps = stepsOverMinutes(texts, minutes)
        expect(steps.map((s) => s.instruction)).toEqual(texts)
        expect(steps[0]!.time).toBe(0)
        steps.slice(1).forEach((step, i) => expect(step.time).toBeGreaterThanOrEqual(steps[i]!.time))
        expect(steps.at(-1)!.time).toBeLessThan(minutes * 60)
      }),
    )
  })

  it('says how long each step lasts as she reads it', () => {
    expect(stepsOverMinutes(['a', 'b', 'c', 'd', 'e', 'f'], 3).map((s) => s.duration)).toEqual(
      Array(6).fill('30 segundos'),
    )
    expect(stepDurationText(60)).toBe('1 minuto')
    expect(stepDurationText(90)).toBe('1 min e 30 s')
    expect(stepDurationText(120)).toBe('2 minutos')
  })

  it('turns every entry of the library into something the player runs, with its type for the journal', () => {
    for (const entry of library) {
      const playable = playableFromLibrary(entry)
      expect(playable.steps).toHaveLength(entry.steps.length)
      expect(playable.minutes).toBe(entry.minutes)
      expect(playable.type).toBe(journalType[entry.kind])
      expect(playable.ingredients !== undefined).toBe(entry.kind === 'recipe')
      // A recipe moves on by her taps: one wait a step, a timer only where the library says it waits.
      if (entry.kind === 'recipe') expect(playable.stepWaits).toEqual(entry.steps.map((_, i) => entry.waitSeconds?.[i] ?? 0))
      else expect(playable.stepWaits).toBeUndefined()
    }
  })
})
