import { describe, expect, it } from 'vitest'
import { medicalRelease } from './cautions'
import { library } from './library'
import type { BodyLoad, Position } from './library-types'

/*
 * What each entry says it asks of her body is what its steps ask: the assistant trusts these
 * fields to tell her an entry can be done with the baby asleep in her arms, so a field that
 * promises less than the words would send her to the floor with a baby on her.
 */

const positions: readonly Position[] = ['standing', 'sitting', 'lying']
const loads: readonly BodyLoad[] = ['lower-back', 'neck', 'wrists', 'knees', 'abdomen', 'impact']
const byId = library.map((entry) => [entry.id, entry] as const)
const words = (steps: readonly string[]) => steps.join('\n').toLowerCase()

/** A step on the floor: kneeling, on all fours, or lying with the feet (or legs) on the floor or a wall. */
const onTheFloor = /de quatro|ajoelh|(deite|deitada)[^\n]*(no chão|na parede)/

describe('what each entry asks of her body', () => {
  it.each(byId)('%s: known positions and loads, each once, and 0 to 2 hands', (_id, { body }) => {
    for (const position of body.positions) expect(positions).toContain(position)
    for (const load of body.loads) expect(loads).toContain(load)
    expect(new Set(body.positions).size).toBe(body.positions.length)
    expect(new Set(body.loads).size).toBe(body.loads.length)
    expect([0, 1, 2]).toContain(body.hands)
  })

  it.each(byId)('%s: needs the floor exactly when a step is on the floor, and names a position unless it is all on the floor', (_id, { steps, body }) => {
    expect(body.floor).toBe(onTheFloor.test(words(steps)))
    if (!body.floor) expect(body.positions.length).toBeGreaterThan(0)
  })

  // An entry on the floor names where it starts, not every position it passes through.
  it.each(byId.filter(([, entry]) => !entry.body.floor))('%s: can be done in every position its steps name', (_id, { steps, body }) => {
    const text = words(steps)
    if (/\b(deite|deitada|deitar)\b/.test(text)) expect(body.positions).toContain('lying')
    if (/\bem pé\b/.test(text)) expect(body.positions).toContain('standing')
    // "o que sente" is a feeling, not a chair.
    if (/\bsente(-se)? (na|no|num|numa|ou|com|confortável|reclinada)\b|\bsentada\b/.test(text)) expect(body.positions).toContain('sitting')
  })

  it.each(byId)('%s: needs both hands when a step uses both', (_id, { steps, body }) => {
    if (/outra mão|as mãos|duas mãos|entrelace|puxe-o|puxe os dedos/.test(words(steps))) expect(body.hands).toBe(2)
  })

  it.each(byId)('%s: strains the knees and wrists it kneels and leans on, and the belly its medical note is about', (_id, entry) => {
    const text = words(entry.steps)
    if (/de quatro|ajoelh/.test(text)) expect(entry.body.loads).toContain('knees')
    if (/de quatro/.test(text)) expect(entry.body.loads).toContain('wrists')
    // The entries made for the belly after the birth carry the same note and are gentle on it.
    const madeForTheBelly = entry.tags.includes('diástase')
    if (entry.cautions?.includes(medicalRelease) && !madeForTheBelly) expect(entry.body.loads).toContain('abdomen')
  })

  it('offers something for each way she may be: in her arms, one hand free, lying, in a car, with each pain', () => {
    const doable = (position: Position, hands: number) =>
      library.filter((entry) => entry.kind !== 'recipe' && entry.body.positions.includes(position) && !entry.body.floor && entry.body.hands <= hands)
    for (const position of positions) expect(doable(position, 0).length, position).toBeGreaterThanOrEqual(3)
    for (const load of loads) expect(library.filter((entry) => entry.kind === 'exercise' && !entry.body.loads.includes(load)).length).toBeGreaterThanOrEqual(5)
  })
})
