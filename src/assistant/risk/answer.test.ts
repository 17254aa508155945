import { describe, expect, it } from 'vitest'
import { readAnswer } from './answer'

describe('her answer to the direct question', () => {
  it.each(['sim', 'Sim.', 's', 'uhum', 'aham', 'to', 'tô', 'tô sim', 'tenho medo', 'já pensei', 'acho q sim', 'às vezes', 'não sei', 'sei lá', 'talvez', 'mais ou menos', 'um pouco', 'não… às vezes', '👍', '😔', 'isso', 'é'])(
    '"%s" is a yes',
    (text) => {
      expect(readAnswer(text)).toBe('yes')
    },
  )

  it.each(['não', 'Não.', 'nao', 'n', 'nunca', 'de jeito nenhum', 'nada disso', 'não, tô bem', 'tô bem, obrigada', 'imagina', 'deus me livre'])('"%s" is a clear no', (text) => {
    expect(readAnswer(text)).toBe('no')
  })

  it.each(['me passa uma receita de bolo', 'to cansada hoje', 'o bebê dormiu', 'oi'])('"%s" answers neither', (text) => {
    expect(readAnswer(text)).toBe('unclear')
  })
})
