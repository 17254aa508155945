import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, everyday } from './examples/self-harm-examples'

describe('self-harm concepts', () => {
  for (const [concept, messages] of Object.entries(concepts)) {
    it.each(messages)(`${concept}: "%s" is a crisis`, (message) => {
      expect(readRisk(message).tier).toBe('crisis')
    })
  }

  it.each(everyday)('"%s" is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })

  it('names the kind', () => {
    expect(readRisk('to me cortando de novo').crisisKind).toBe('self-harm')
    expect(readRisk('me belisco ate sangrar').crisisKind).toBe('self-harm')
  })

  it('lets a "não" undo it where it governs it', () => {
    expect(readRisk('nao penso em me machucar, so to cansada').tier).not.toBe('crisis')
  })
})
