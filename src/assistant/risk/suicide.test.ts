import { describe, expect, it } from 'vitest'
import { readRisk } from './detect'
import { concepts, everyday } from '../../../evaluation/cue-examples/suicide-examples'

describe('suicide concepts', () => {
  for (const [concept, messages] of Object.entries(concepts)) {
    it.each(messages)(`${concept}: "%s" is a crisis`, (message) => {
      expect(readRisk(message).tier).toBe('crisis')
    })
  }

  it.each(everyday)('"%s" is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })

  it('names the kind', () => {
    expect(readRisk('quero me matar').crisisKind).toBe('suicide')
  })

  it('lets a "não" undo a wish only where it governs it', () => {
    expect(readRisk('nao quero morrer, so to cansada').tier).not.toBe('crisis')
    expect(readRisk('nao aguento mais, quero morrer').tier).toBe('crisis')
    expect(readRisk('nao é q eu queira morrer, so queria nao existir').tier).toBe('crisis')
  })

  it('reads a joke undone by "sqn" as meant', () => {
    expect(readRisk('vou me jogar da ponte kkk sqn, to mal de verdade').tier).toBe('crisis')
  })
})

describe('questions about medicines are health, not a plan', () => {
  it.each(['posso tomar dois comprimidos de dipirona de uma vez?', 'minha mae toma um monte de remedio junto, faz mal?'])('"%s"', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })
})

// Concepts widened after the fourth blind round (evaluation/blind/README.md), in words of
// our own. Not among the cues' examples: those train the risk model, which this change left as it was.
describe('suicide concepts said another way', () => {
  it.each([
    'qria tá morta e pronto',
    'qual o jeito menos doloroso de morrer?',
    'esse remedio mata?',
    'as vezes queria ser atropelada no caminho do trabalho',
    'adeus 💔',
    'vou parar de ser um peso pra vcs',
    'queria dormir pra sempre',
    'to no alto do predio olhando pra baixo',
    'deixei um bilhete pro meu marido na mesa',
  ])('"%s" is a crisis', (message) => {
    expect(readRisk(message).tier).toBe('crisis')
  })

  it.each([
    'o que mata barata?',
    'vou me jogar na piscina com as crianças',
    'adeus pochete, bem-vinda academia',
    'qual o jeito mais rapido de fazer pao?',
    'deixei um bilhete pro meu marido comprar fralda',
  ])('"%s", near it in words, is no crisis', (message) => {
    expect(readRisk(message).tier).not.toBe('crisis')
  })
})
