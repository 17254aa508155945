import { describe, expect, it } from 'vitest'
import { normalize } from '../reading/normalize'
import { correctRiskTypos } from './typos'

const mend = (text: string) => correctRiskTypos(normalize(text)).trim()

describe('correctRiskTypos', () => {
  it('mends one slip on a risk word: a swap, a missing or an extra letter', () => {
    expect(mend('quero me machuacr')).toBe('quero me machucar')
    expect(mend('pensando em sucidio')).toBe('pensando em suicidio')
    expect(mend('tomei os comprimdos')).toBe('tomei os comprimidos')
    expect(mend('vonttade de sumir')).toBe('vontade de sumir')
  })

  it('never touches a real word one letter away', () => {
    expect(mend('vou contar pra ele')).toBe('vou contar para ele')
    expect(mend('ele me machucou')).toBe('ele me machucou')
    expect(mend('estou morando com ela')).toBe('estou morando com ela')
  })

  it('leaves short words alone', () => {
    expect(mend('mata o tempo')).toBe('mata o tempo')
  })
})
