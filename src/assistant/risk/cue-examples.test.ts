import { describe, expect, it } from 'vitest'
import type { CrisisKind } from '../reading/intent-types'
import { babyCues } from './baby'
import { readOneCue, readRisk, riskText } from './detect'
import { distressCues, strainCues } from './distress'
import { idioms, withoutIdioms } from './idioms'
import type { Cue } from './pattern'
import { selfHarmCues } from './self-harm'
import { suicideCues } from './suicide'
import { violenceCues } from './violence'

/*
 * Every cue was written for a message, and is written beside it: each must read the message it
 * exists for, or it reads nothing anyone has seen. A sure cue gives the crisis reply; a cue that
 * asks gives at least the question.
 */

const label = (cue: Cue) => `${cue.concept}: "${cue.example}"`
const crisisCues: [CrisisKind, readonly Cue[]][] = [
  ['suicide', suicideCues],
  ['self-harm', selfHarmCues],
  ['baby', babyCues],
  ['violence', violenceCues],
]

describe.each(crisisCues)('every %s cue reads its example', (_kind, cues) => {
  it.each(cues.map((cue) => [label(cue), cue] as const))('%s', (_label, cue) => {
    expect(readOneCue(cue, riskText(cue.example), { feeling: false })).toBe('fires')
    // A cue that asks may also meet a sure one in its example: never less than the question.
    expect(readRisk(cue.example).tier).toEqual(cue.ask ? expect.stringMatching(/^(asking|crisis)$/) : 'crisis')
  })
})

describe('every distress cue reads its example', () => {
  it.each(distressCues.map((cue) => [label(cue), cue] as const))('%s', (_label, cue) => {
    expect(readOneCue(cue, riskText(cue.example), { feeling: true })).toBe('fires')
    expect(readRisk(cue.example).tier).toBe('distress')
  })

  it.each(strainCues.map((cue) => [label(cue), cue] as const))('strain, %s', (_label, cue) => {
    expect(readOneCue(cue, riskText(cue.example), { feeling: true })).toBe('fires')
    expect(readRisk(cue.example)).toMatchObject({ tier: 'none', strain: true })
  })
})

describe('every everyday idiom blanks its example, which is then no crisis', () => {
  it.each(idioms.map((idiom) => [idiom.example, idiom] as const))('"%s"', (_example, idiom) => {
    const text = riskText(idiom.example)
    expect(text.match(idiom.pattern)).not.toBeNull()
    expect(withoutIdioms(text)).not.toBe(text.replace(/ reticencias /g, ' ').replace(/ +/g, ' '))
    expect(readRisk(idiom.example).tier).not.toBe('crisis')
  })
})
