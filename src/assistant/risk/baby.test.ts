import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, everyday } from './examples/baby-examples'

describe('baby concepts', () => {
  for (const [concept, messages] of Object.entries(concepts)) {
    it.each(messages)(`${concept}: "%s" is a crisis`, (message) => {
      expect(readRisk(message).tier).toBe('crisis')
    })
  }

  it.each(everyday)('"%s" is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })

  it('names the kind: she is the one who acts', () => {
    expect(readRisk('tenho vontade de sacudir meu bebe').crisisKind).toBe('baby')
    expect(readRisk('tenho vontade de me machucar quando ela chora').crisisKind).toBe('self-harm')
  })

  it('reads no feeling for the baby without a harm thought as distress', () => {
    expect(readRisk('nao sinto nada pelo meu bebe, é normal?').tier).toBe('distress')
  })
})
