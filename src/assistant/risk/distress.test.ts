import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, strained, everyday } from '../../../evaluation/cue-examples/distress-examples'

describe('distress concepts', () => {
  for (const [concept, messages] of Object.entries(concepts)) {
    it.each(messages)(`${concept}: "%s" is distress`, (message) => {
      expect(readRisk(message).tier).toBe('distress')
    })
  }

  it.each(strained)('"%s" is strain: warm unless she asks for something', (message) => {
    expect(readRisk(message)).toMatchObject({ tier: 'none', strain: true })
  })

  it.each(everyday)('"%s" is neither distress nor strain', (message) => {
    expect(readRisk(message)).toMatchObject({ tier: 'none', strain: false })
  })
})
