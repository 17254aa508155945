import { describe, expect, it } from 'vitest'
import { stepSpeech } from './step-speech'

describe('what a step says aloud', () => {
  it('says its title as a sentence of its own, then its instruction', () => {
    const step = { time: 30, title: 'Perceba a respiração', instruction: 'Apenas observe o ar entrando e saindo.', duration: '45 segundos' }
    expect(stepSpeech(1, step)).toEqual({ key: '1:30', text: 'Perceba a respiração. Apenas observe o ar entrando e saindo.' })
  })

  it('keeps a title that ends its own sentence, and says the instruction alone when there is no title', () => {
    expect(stepSpeech(0, { time: 0, title: 'Pronta?', instruction: 'Sente-se.', duration: '1 minuto' }).text).toBe('Pronta? Sente-se.')
    expect(stepSpeech(2, { time: 60, title: '', instruction: 'Misture a aveia.', duration: '1 minuto' }).text).toBe('Misture a aveia.')
  })
})
