import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, dayKey, daysBetween, mondayOf, weekdayFromMonday } from './calendar-day'

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

describe('calendar days', () => {
  it('adding days and counting them agree, whatever the months and leap years between', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -2000, max: 2000 }), (from, n) => {
        expect(daysBetween(from, addDays(from, n))).toBe(n)
        expect(addDays(addDays(from, n), -n)).toBe(from)
      }),
    )
  })

  it('has a 29 February exactly in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        expect(addDays(dayKey(year, 2, 28), 1)).toBe(isLeap(year) ? `${year}-02-29` : `${year}-03-01`)
        expect(daysBetween(dayKey(year, 1, 1), dayKey(year + 1, 1, 1))).toBe(isLeap(year) ? 366 : 365)
      }),
    )
  })

  it('starts her weeks on Monday', () => {
    expect(weekdayFromMonday('2025-11-03')).toBe(0) // a Monday
    expect(weekdayFromMonday('2025-11-09')).toBe(6) // a Sunday
    fc.assert(
      fc.property(day, (d) => {
        const monday = mondayOf(d)
        expect(weekdayFromMonday(monday)).toBe(0)
        expect(daysBetween(monday, d)).toBe(weekdayFromMonday(d))
      }),
    )
  })
})
