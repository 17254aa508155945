import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, everyday } from './examples/violence-examples'

describe('violence concepts', () => {
  for (const [concept, messages] of Object.entries(concepts)) {
    it.each(messages)(`${concept}: "%s" is a crisis`, (message) => {
      expect(readRisk(message).tier).toBe('crisis')
    })
  }

  it.each(everyday)('"%s" is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })

  it('names the kind', () => {
    expect(readRisk('ele me bate').crisisKind).toBe('violence')
  })
})
