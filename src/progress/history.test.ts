import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../data/journal'
import { daysBetween, weekdayFromMonday } from './calendar-day'
import { history } from './history'
import { progressDay } from './progress-day'
import { instant, isoIn, journalEntry, zone } from './testing/arbitraries'

const TODAY = '2026-11-26' // a Thursday
const recent = fc
  .tuple(fc.integer({ min: -100 * 24 * 60, max: 2 * 24 * 60 }), zone)
  .map(([minutes, tz]) => isoIn(tz, new Date(Date.parse('2026-11-26T12:00:00-03:00') + minutes * 60_000)))
const entries = fc.array(
  journalEntry(
    fc.oneof(
      recent,
      fc.tuple(instant, zone).map(([d, tz]) => isoIn(tz, d)),
    ),
  ),
  { maxLength: 80 },
)

const entry = (endedAt: string, minutes: number, type: JournalEntry['type'] = 'exercise'): JournalEntry => ({
  id: endedAt + type,
  activityId: 'x',
  title: 'X',
  type,
  minutes,
  endedAt,
  startedFrom: 'dashboard',
})

describe('her history', () => {
  it('is 12 weeks, Monday to Sunday, the last one holding today', () => {
    const { weeks } = history([], TODAY)
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toMatchObject({ monday: '2026-11-23', sunday: '2026-11-29' })
    expect(weeks[0]!.monday).toBe('2026-09-07')
    weeks.forEach((week, i) => {
      expect(weekdayFromMonday(week.monday)).toBe(0)
      expect(week.days.map((d) => daysBetween(week.monday, d.day))).toEqual([0, 1, 2, 3, 4, 5, 6])
      if (i > 0) expect(daysBetween(weeks[i - 1]!.monday, week.monday)).toBe(7)
    })
    expect(weeks.at(-1)!.days.map((d) => d.future)).toEqual([false, false, false, false, true, true, true])
  })

  it('puts 01:30 on the day before, adds minutes this week, counts by type, and not routines twice', () => {
    const h = history(
      [
        entry('2026-11-24T01:30:00-03:00', 5), // Monday night
        entry('2026-11-24T20:00:00-03:00', 10, 'meditation'),
        entry('2026-11-24T20:30:00-03:00', 20, 'routine'),
        entry('2026-11-20T09:00:00-03:00', 7, 'food'),
      ],
      TODAY,
    )
    const thisWeek = h.weeks.at(-1)!
    expect(thisWeek.days.map((d) => d.minutes)).toEqual([5, 10, 0, 0, 0, 0, 0])
    expect(thisWeek.activeDays).toBe(2)
    expect(h.minutesThisWeek).toBe(15)
    expect(h.weeks.at(-2)!.days[4]).toMatchObject({ day: '2026-11-20', active: true, activities: 1, minutes: 7 })
    expect(h.byType).toEqual({ exercise: 1, meditation: 1, food: 1 })
    expect(h.totalActivities).toBe(3)
  })

  it('adds up to what the journal holds within the 12 weeks, day by day', () => {
    fc.assert(
      fc.property(entries, (journal) => {
        const h = history(journal, TODAY)
        const days = h.weeks.flatMap((week) => week.days)
        const inside = journal.filter((e) => days.some((d) => d.day === progressDay(e.endedAt)))
        const counted = inside.filter((e) => e.type !== 'routine')
        expect(days.reduce((sum, d) => sum + d.minutes, 0)).toBe(counted.reduce((sum, e) => sum + e.minutes, 0))
        expect(days.reduce((sum, d) => sum + d.activities, 0)).toBe(counted.length)
        for (const d of days) expect(d.active).toBe(inside.some((e) => progressDay(e.endedAt) === d.day))
        expect(h.weeks.reduce((sum, w) => sum + w.activeDays, 0)).toBe(days.filter((d) => d.active).length)
        expect(h.totalActivities).toBe(journal.filter((e) => e.type !== 'routine').length)
        expect(Object.values(h.byType).reduce((a, b) => a + b, 0)).toBe(h.totalActivities)
      }),
    )
  })
})
