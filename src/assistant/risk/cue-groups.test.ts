import { describe, expect, it } from 'vitest'
import { evalSet } from '../../../evaluation/eval-set'
import { babyCues } from './baby'
import { groupCues } from './cue-groups'
import { riskText } from './detect'
import { distressCues, strainCues } from './distress'
import { withoutIdioms } from './idioms'
import type { Cue } from './pattern'
import { selfHarmCues } from './self-harm'
import { suicideCues } from './suicide'
import { violenceCues } from './violence'

const lists: [string, readonly Cue[]][] = [
  ['suicide', suicideCues],
  ['self-harm', selfHarmCues],
  ['baby', babyCues],
  ['violence', violenceCues],
  ['distress', distressCues],
  ['strain', strainCues],
]

describe.each(lists)('the %s cues, in groups', (_name, cues) => {
  it('have patterns a joined alternation reads as each alone: no flags, no back-references, no named groups', () => {
    for (const { pattern } of cues) {
      expect(pattern.flags).toBe('')
      expect(pattern.source).not.toMatch(/\\[1-9]|\\k<|\(\?<(?![=!])/)
    }
  })

  it('keep every cue once, in its order', () => {
    expect(groupCues(cues).flatMap((group) => group.cues)).toEqual(cues)
  })

  it("match a text exactly when one of their cues does, on every cue's example and every evaluation message", () => {
    const texts = [...cues.map((cue) => cue.example), ...evalSet.map((entry) => entry.message)].map(riskText)
    for (const group of groupCues(cues)) {
      for (const text of texts) {
        const read = group.raw ? text : withoutIdioms(text)
        expect(group.any.test(read), read).toBe(group.cues.some((cue) => cue.pattern.test(read)))
      }
    }
  })
})
