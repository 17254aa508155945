import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { everyday } from '../../../evaluation/cue-examples/everyday-examples'

describe('everyday words a crisis also uses', () => {
  it.each(everyday)('"%s" is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })
})
