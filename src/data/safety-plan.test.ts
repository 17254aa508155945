import { describe, expect, it } from 'vitest'
import { dialable } from './safety-plan'

describe('the number a phone she wrote dials', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    [' 3456-7890 ', '34567890'],
    ['+55 11 3333-4444', '+551133334444'],
    ['188', '188'],
    ['0 21 2222 3333', '02122223333'],
  ])('%s → tel:%s', (written, number) => {
    expect(dialable(written)).toBe(number)
  })

  it.each(['', 'Ana', '12', '(11) 9', '(11) 9876-5', '1234567890123456'])('%j is not yet a number to dial', (written) => {
    expect(dialable(written)).toBeNull()
  })
})
