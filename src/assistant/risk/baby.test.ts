import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, everyday } from '../../../evaluation/cue-examples/baby-examples'

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

// Concepts widened after the fourth blind round (evaluation/blind/README.md), in words of
// our own. Not among the cues' examples: those train the risk model, which this change left as it was.
describe('baby concepts said another way', () => {
  it.each([
    'sacudi forte demais hj 😔',
    'apertei ela demais no colo, ficou sem ar',
    'queria q ele parasse de respirar enquanto dorme',
    'odeio esse bebe',
    'dei xarope a mais pra ela dormir',
    'fico imaginando apertando ele ate ele calar',
    'nao quero mais esse menino',
  ])('"%s" is a crisis', (message) => {
    expect(readRisk(message).tier).toBe('crisis')
  })

  it.each([
    'odeio esse bebe chorar de madrugada kkk',
    'balancei a rede forte e ela dormiu',
    'vou vender o carrinho de bebe usado',
    'apertei ele no abraço de tanta fofura',
  ])('"%s", near it in words, is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })
})
