import { describe, expect, it } from 'vitest'
import { partOfDay } from './part-of-day'

describe('the suggestion follows the time of day', () => {
  it.each([
    [0, 'evening'],
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('at %i h: %s', (hour, part) => {
    expect(partOfDay(hour)).toBe(part)
  })
})
