import { describe, expect, it } from 'vitest'
import {
  babyElsewhere,
  babyOnHer,
  cannotSit,
  car,
  carrier,
  feeding,
  floorCues,
  habits,
  handsCues,
  painCues,
  positionCues,
  seat,
  stove,
  walking,
  type Cue,
} from './her-body-cues'
import { normalize } from './reading/normalize'

const cues: Cue[] = [
  ...habits,
  babyElsewhere,
  ...babyOnHer,
  feeding,
  carrier,
  ...Object.values(handsCues),
  stove,
  car,
  walking,
  ...Object.values(positionCues),
  seat,
  cannotSit,
  ...Object.values(floorCues),
  ...Object.values(painCues).map((cue) => cue.condition),
]

describe('the words for how she is', () => {
  it.each(cues.map((cue) => [cue.example, cue] as const))('read the message they were written for: "%s"', (example, cue) => {
    expect(normalize(example)).toMatch(cue.pattern)
  })

  it.each(cues.map((cue) => [cue.pattern.source.slice(0, 60), cue] as const))('are written in the normal form: %s', (_label, cue) => {
    // Text is folded and squeezed before matching: an accent or a doubled letter never matches.
    const source = cue.pattern.source.replace(/\\[a-z]/g, '')
    expect(source).toMatch(/^[\p{ASCII}]*$/u)
    expect(source).not.toMatch(/([a-z])\1/)
  })
})
