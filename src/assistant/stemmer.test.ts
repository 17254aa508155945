import { describe, expect, it } from 'vitest'
import { normalizeTokens } from './reading/normalize'
import { stem } from './stemmer'
import { searchTerms } from './terms'

const stems = (words: string) => new Set(words.split(' ').map((word) => normalizeTokens(word).map(stem).join(' ')))

describe('stemmer', () => {
  it.each([
    ['alongar alongamento alongamentos alongue alongando'],
    ['respirar respiração respirações respire respirando'],
    ['meditar meditação meditações medite'],
    ['ansiedade ansiosa ansioso'],
    ['receita receitas'],
    ['rápido rápida rapidinho'],
    ['tensão tensa'],
    ['estresse estressada'],
    ['lanche lanches lanchinho'],
  ])('sends one family to one stem: %s', (words) => {
    expect(stems(words).size).toBe(1)
  })

  it('keeps short words and numbers as they are', () => {
    expect(stem('ovo')).toBe('ovo')
    expect(stem('478')).toBe('478')
  })
})

describe('search terms', () => {
  it('merge synonyms, so she finds the entry whatever word she uses', () => {
    expect(searchTerms('barriga')).toEqual(searchTerms('abdômen'))
    expect(searchTerms('lombar')).toEqual(searchTerms('costas'))
    expect(searchTerms('insônia')).toEqual(searchTerms('sono'))
    expect(searchTerms('nervosa')).toEqual(searchTerms('ansiedade'))
    expect(searchTerms('petisco')).toEqual(searchTerms('lanche'))
  })

  it('drop the words of a request that say nothing of its subject', () => {
    expect(searchTerms('eu queria uma sugestão de alongamento por favor, tenho 5 minutos')).toEqual(searchTerms('alongamento'))
  })
})
