import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, everyday } from '../../../evaluation/cue-examples/self-harm-examples'

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

// Concepts widened after the fourth blind round (evaluation/blind/README.md), in words of
// our own. Not among the cues' examples: those train the risk model, which this change left as it was.
describe('self-harm concepts said another way', () => {
  it.each([
    'risquei a coxa com a tampa da caneta ate marcar',
    'fiz umas marquinhas no braço de novo',
    'me cortei',
    '2 anos sem me machucar e hj voltei',
    'esquentei a faca e encostei na perna',
    'queimei com o isqueiro',
    'bati minha cabeça de novo',
    'to sem comer nada hj de castigo',
    'minha irma mais nova ta se cortando e nao sei o q fazer',
  ])('"%s" is a crisis', (message) => {
    expect(readRisk(message).tier).toBe('crisis')
  })

  it.each([
    'cortei o cabelo curtinho',
    'cortei o dedo no ralador, tem receita sem ralar?',
    'bati minha cabeça na porta do armario kkk',
    'queimei o arroz',
  ])('"%s", near it in words, is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })
})
