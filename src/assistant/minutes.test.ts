import { describe, expect, it } from 'vitest'
import { statedMinutes } from './minutes'
import { normalize } from './reading/normalize'

describe('statedMinutes', () => {
  it.each([
    ['tenho 5 minutos', 5],
    ['tenho 5min', 5],
    ['uns dez minutinhos', 10],
    ['vinte e cinco minutos', 25],
    ['só 1 minuto', 1],
    ['meia hora', 30],
    ['meia horinha livre', 30],
    ['uma hora', 60],
    ['1h', 60],
    ['uma hora e meia', 90],
    ['tenho quinze min pra mim', 15],
  ])('%s → %i', (text, minutes) => {
    expect(statedMinutes(normalize(text))).toBe(minutes)
  })

  it.each(['receita com 2 bananas', 'meu filho tem 2 anos', 'respiração 4 7 8', 'febre de 38,5', 'acordo 3h'])(
    'finds no time in "%s"',
    (text) => {
      expect(statedMinutes(normalize(text))).toBeUndefined()
    },
  )
})
