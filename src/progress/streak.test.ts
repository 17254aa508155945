import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, type DayKey } from './calendar-day'
import { longestStreak, PAUSE_SPACING_DAYS, streakOn } from './streak'

const TODAY = '2026-11-24'
/** Days before today on which she did something (0 is today). */
const done = (...daysAgo: number[]) => new Set(daysAgo.map((n) => addDays(TODAY, -n)))

/**
 * The rule read straight from its statement, as a check on the walk: the streak is the most
 * active days in a span that ends today (if done) or yesterday, starts on an active day, and whose
 * missed days are each alone and at least 7 days from any other.
 */
function streakByTheRule(active: ReadonlySet<DayKey>, today: DayKey) {
  const end = active.has(today) ? today : addDays(today, -1)
  const earliest = [...active].sort()[0]
  let best = { days: 0, start: end }
  if (!earliest) return { days: 0, protectedYesterday: false }
  for (let start = end; daysBetween(earliest, start) >= 0; start = addDays(start, -1)) {
    if (!active.has(start)) continue
    const span = Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i))
    const missed = span.filter((day) => !active.has(day))
    const spaced = missed.every((day, i) => i === 0 || daysBetween(missed[i - 1]!, day) >= PAUSE_SPACING_DAYS)
    const days = span.length - missed.length
    if (spaced && days > best.days) best = { days, start }
  }
  const yesterday = addDays(today, -1)
  return {
    days: best.days,
    protectedYesterday: best.days > 0 && !active.has(yesterday) && daysBetween(best.start, yesterday) >= 0,
  }
}

// Journals of up to 60 days, dense enough to have runs, pausas and breaks.
const activeDaysArb = fc
  .array(fc.boolean(), { maxLength: 60 })
  .chain((pattern) => fc.constant(new Set(pattern.flatMap((on, i) => (on ? [addDays(TODAY, -i)] : [])))))
const denseDaysArb = fc
  .array(fc.integer({ min: 0, max: 9 }), { maxLength: 60 })
  .map((pattern) => new Set(pattern.flatMap((n, i) => (n > 1 ? [addDays(TODAY, -i)] : []))))
const days = fc.oneof(activeDaysArb, denseDaysArb)

describe('streak', () => {
  it.each([
    ['a fresh device', done(), 0, false],
    ['today only', done(0), 1, false],
    ['yesterday only: today is not over yet', done(1), 1, false],
    ['the day before yesterday only: yesterday was her pausa', done(2), 1, true],
    ['nothing for two days', done(3), 0, false],
    ['a week in a row', done(0, 1, 2, 3, 4, 5, 6), 7, false],
    ['today, a pausa yesterday, then four days', done(0, 2, 3, 4, 5), 5, true],
    ['today after two empty days', done(0, 3, 4), 1, false],
    ['pausas 7 days apart both count', done(0, 1, 3, 4, 5, 6, 7, 8, 10, 11), 10, false],
    ['a second pausa 6 days after the first ends it', done(0, 1, 3, 4, 5, 6, 7, 9, 10), 7, false],
  ])('%s', (_case, active, expected, protectedYesterday) => {
    expect(streakOn(active, TODAY)).toEqual({ days: expected, protectedYesterday })
  })

  it('as she lives it: one day, the next, two empty days', () => {
    const journal = new Set<DayKey>()
    const day = (n: number) => addDays('2026-01-05', n)
    expect(streakOn(journal, day(0)).days).toBe(0)
    journal.add(day(0))
    expect(streakOn(journal, day(0)).days).toBe(1)
    expect(streakOn(journal, day(1))).toEqual({ days: 1, protectedYesterday: false }) // not done yet today
    journal.add(day(1))
    expect(streakOn(journal, day(1)).days).toBe(2)
    expect(streakOn(journal, day(2))).toEqual({ days: 2, protectedYesterday: false })
    expect(streakOn(journal, day(3))).toEqual({ days: 2, protectedYesterday: true }) // one empty day: protected
    expect(streakOn(journal, day(4))).toEqual({ days: 0, protectedYesterday: false }) // two: over
  })

  it('follows the rule as stated, for any journal', () => {
    fc.assert(
      fc.property(days, (active) => {
        expect(streakOn(active, TODAY)).toEqual(streakByTheRule(active, TODAY))
      }),
      { numRuns: 500 },
    )
  })

  it('grows by one when she does something today', () => {
    fc.assert(
      fc.property(days, (active) => {
        const before = new Set([...active].filter((day) => day !== TODAY))
        expect(streakOn(new Set([...before, TODAY]), TODAY).days).toBe(streakOn(before, TODAY).days + 1)
      }),
    )
  })

  it('is over after two missed days in a row before today', () => {
    fc.assert(
      fc.property(days, (active) => {
        const gap = new Set([...active].filter((day) => ![TODAY, addDays(TODAY, -1), addDays(TODAY, -2)].includes(day)))
        expect(streakOn(gap, TODAY)).toEqual({ days: 0, protectedYesterday: false })
      }),
    )
  })

  it('depends on the days, not on the dates', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -3000, max: 3000 }), (active, shift) => {
        const moved = new Set([...active].map((day) => addDays(day, shift)))
        expect(streakOn(moved, addDays(TODAY, shift))).toEqual(streakOn(active, TODAY))
      }),
    )
  })

  it('never counts more days than she was active, and says "protected yesterday" only when yesterday was missed', () => {
    fc.assert(
      fc.property(days, (active) => {
        const streak = streakOn(active, TODAY)
        expect(streak.days).toBeLessThanOrEqual(active.size)
        if (streak.protectedYesterday) {
          expect(active.has(addDays(TODAY, -1))).toBe(false)
          expect(streak.days).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('the longest streak is the best streak of any day so far', () => {
    fc.assert(
      fc.property(days, (active) => {
        let best = 0
        for (let day = addDays(TODAY, -61); daysBetween(day, TODAY) >= 0; day = addDays(day, 1))
          best = Math.max(best, streakByTheRule(active, day).days)
        expect(longestStreak(active, TODAY)).toBe(best)
        expect(longestStreak(active, TODAY)).toBeGreaterThanOrEqual(streakOn(active, TODAY).days)
      }),
      { numRuns: 200 },
    )
  })
})
