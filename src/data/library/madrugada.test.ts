import { describe, expect, it } from 'vitest'
import { playablesOf } from '../playable-index'
import { library } from './library'
import { nightPractices } from './madrugada'

/*
 * The night feed's practices (the `madrugada` moment, library-types.ts): what a screen leads with
 * from 22:00 to 05:00 must be doable with the baby at the breast or asleep on her, in the dark.
 */

const night = library.filter((entry) => entry.moments?.includes('madrugada'))

describe('the practices for the madrugada', () => {
  it('are at least eight, every one of the night file and nothing else unless it keeps the same rules', () => {
    expect(night.length).toBeGreaterThanOrEqual(8)
    for (const entry of nightPractices) expect(entry.moments).toEqual(['madrugada'])
  })

  it.each(night.map((entry) => [entry.id, entry] as const))('%s: 1 to 3 minutes, at most one hand, seated or lying, no floor, no impact, with its cautions', (_id, entry) => {
    expect(entry.minutes).toBeGreaterThanOrEqual(1)
    expect(entry.minutes).toBeLessThanOrEqual(3)
    expect(entry.body.hands).toBeLessThanOrEqual(1)
    expect(entry.body.floor).toBe(false)
    expect(entry.body.positions.some((position) => position === 'sitting' || position === 'lying')).toBe(true)
    expect(entry.body.loads).not.toContain('impact')
    expect(entry.cautions?.length ?? 0).toBeGreaterThan(0)
    expect(entry.kind).not.toBe('recipe')
  })

  it.each(night.map((entry) => [entry.id, entry] as const))('%s: silent, nothing to say aloud, sing or play', (_id, entry) => {
    expect(entry.steps.join('\n')).not.toMatch(/em voz alta|cante|cantarol|música|zumbido|“mmm/i)
  })

  it.each(night.map((entry) => [entry.id, entry] as const))('%s: plays in the player with each step given at least 15 seconds', (_id, entry) => {
    const [playable] = playablesOf([entry.id])
    expect(playable?.minutes).toBe(entry.minutes)
    const starts = playable!.steps!.map((step) => step.time)
    const ends = [...starts.slice(1), entry.minutes * 60]
    starts.forEach((start, i) => expect(ends[i]! - start).toBeGreaterThanOrEqual(15))
  })
})
