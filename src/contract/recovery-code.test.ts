import { describe, expect, it } from 'vitest'
import { formatRecoveryCode, newRecoveryCode, parseRecoveryCode, typedBackMatches } from './recovery-code'

describe('recovery code', () => {
  it('is 28 symbols without look-alikes (140 random bits), shown in 7 groups of 4', () => {
    const code = newRecoveryCode()
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/)
    expect(formatRecoveryCode(code)).toMatch(/^([0-9A-HJKMNP-TV-Z]{4} ){6}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(newRecoveryCode()).not.toBe(code)
  })

  it('reads back what she typed with other spacing, case, accents, dashes and look-alikes', () => {
    const code = '7K3MQ9TW0XCA4R2PZ8D1HJN6VBGS'
    expect(parseRecoveryCode(formatRecoveryCode(code))).toBe(code)
    expect(parseRecoveryCode('  7k3m-q9tw-0xcá 4r2p\nz8d1 hjn6 vbgs ')).toBe(code)
    expect(parseRecoveryCode('7K3MQ9TWOXCA4R2PZ8DlHJN6VBGS')).toBe(code) // O for 0, l for 1
    expect(parseRecoveryCode('7K3MQ9TW0XCA4R2PZ8DIHJN6VBGS')).toBe(code) // I for 1
  })

  it('refuses what cannot be a code: too short, too long, or a symbol it never uses', () => {
    expect(parseRecoveryCode('7K3M Q9TW')).toBeUndefined()
    expect(parseRecoveryCode('7K3MQ9TW0XCA4R2PZ8D1HJN6VBGSA')).toBeUndefined()
    expect(parseRecoveryCode('7K3MQ9TW0XCA4R2PZ8D1HJN6VBGU')).toBeUndefined()
    expect(parseRecoveryCode('7K3MQ9TW0XCA4R2PZ8D1HJN6VBG!')).toBeUndefined()
  })

  it('takes her typing back of the last group her way, and nothing else', () => {
    const code = '7K3MQ9TW0XCA4R2PZ8D1HJN6VBGS'
    expect(typedBackMatches(code, 'VBGS')).toBe(true)
    expect(typedBackMatches(code, ' vb-gs ')).toBe(true)
    expect(typedBackMatches(code, 'HJN6')).toBe(false)
    expect(typedBackMatches(code, 'VBG')).toBe(false)
    expect(typedBackMatches(code, '')).toBe(false)
  })
})
