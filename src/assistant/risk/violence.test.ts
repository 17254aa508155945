import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, everyday } from '../../../evaluation/cue-examples/violence-examples'

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

// Concepts widened after the fourth blind round (evaluation/blind/README.md), in words of
// our own. Not among the cues' examples: those train the risk model, which this change left as it was.
describe('violence concepts said another way', () => {
  it.each([
    'ele me força mesmo quando eu choro',
    'ele diz q é obrigação da esposa, mesmo eu dizendo q nao',
    'meu ex sabe onde eu to morando e disse q vem hj',
    'ele tacou a panela em mim',
    'ele me fez dormir na garagem',
    'ele me empurrou da escada',
  ])('"%s" is a crisis', (message) => {
    expect(readRisk(message).tier).toBe('crisis')
  })

  it.each([
    'meu marido me ajuda a dormir mais cedo',
    'a sogra jogou o prato fora',
  ])('"%s", near it in words, is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })
})
