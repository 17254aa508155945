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

describe('how she writes on a phone', () => {
  it('makes laughter one word, whatever its spelling, and leaves "há" alone', () => {
    expect(normalizeTokens('kkkkk rsrs hahaha KKKK')).toEqual(['risos', 'risos', 'risos', 'risos'])
    expect(normalizeTokens('há dias')).toEqual(['ha', 'dias'])
  })

  it('reads the emojis that mean something and drops the rest', () => {
    expect(normalize('to c a faca 🔪')).toBe(' estou com a faca faca ')
    expect(normalize('😂😂')).toBe(' risos risos ')
    expect(normalize('💔')).toBe(' emojitriste ')
    expect(normalize('🌸')).toBe(' ')
  })

  it('expands chat spelling: c, q, qnts, ngm, sqn', () => {
    expect(normalizeTokens('qnts c q ngm sqn')).toEqual(['quantos', 'com', 'que', 'ninguem', 'so', 'que', 'nao'])
  })

  it('keeps an ellipsis as a word only when asked', () => {
    expect(normalize('quero sumir... pro spa', { keepEllipsis: true })).toBe(' quero sumir reticencias para o spa ')
    expect(normalize('quero sumir… pro spa')).toBe(' quero sumir para o spa ')
  })

  it('reads a text the same way in either form, whichever was asked first (the last few are remembered)', () => {
    const text = 'tô exausta... mas quero uma receita'
    expect(normalize(text)).toBe(' estou exausta mas quero uma receita ')
    expect(normalize(text, { keepEllipsis: true })).toBe(' estou exausta reticencias mas quero uma receita ')
    expect(normalize(text)).toBe(' estou exausta mas quero uma receita ')
    expect(normalize('sem reticências 😭', { keepEllipsis: true })).toBe(' sem reticencias emojitriste ')
    expect(normalizeTokens(' sem reticencias emojitriste ')).toEqual(['sem', 'reticencias', 'emojitriste'])
  })
})
