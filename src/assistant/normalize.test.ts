import { describe, expect, it } from 'vitest'
import { fold, normalize, normalizeTokens, squeeze } from './normalize'

describe('normalize', () => {
  it('folds accents and case, and turns punctuation into spaces', () => {
    expect(fold('Respiração, AÇÃO! Pós-parto?')).toBe('respiracao acao pos parto ')
  })

  it('squeezes any run of one letter, so shouted and plain words meet', () => {
    expect(squeeze('muuuuito')).toBe('muito')
    expect(squeeze('socorro')).toBe(squeeze('socorrooooo'))
  })

  it('expands chat abbreviations, also when the letters are repeated', () => {
    expect(normalizeTokens('vc tb tá mto cansada pq o bb n dorme')).toEqual(
      ['voce', 'tambem', 'esta', 'muito', 'cansada', 'porque', 'o', 'bebe', 'nao', 'dorme'],
    )
    expect(normalizeTokens('vcccc')).toEqual(['voce'])
    expect(normalizeTokens('neném')).toEqual(['bebe'])
  })

  it('splits numbers from units and spells every unit the same way', () => {
    expect(normalizeTokens('5min')).toEqual(['5', 'minutos'])
    expect(normalizeTokens('10 minutinhos')).toEqual(['10', 'minutos'])
    expect(normalizeTokens('1h')).toEqual(['1', 'hora'])
  })

  it('pads the normal form with spaces so patterns can use them as word edges', () => {
    expect(normalize('  Oi!  ')).toBe(' oi ')
    expect(normalize('🙂 ... ')).toBe(' ')
  })
})
