import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../data/journal'
import { addDays, type DayKey } from './calendar-day'
import { dailyGoal, goalTarget, shouldCelebrateGoal } from './daily-goal'
import { progressDay } from './progress-day'
import { instant, isoIn, journalEntry, zone } from './testing/arbitraries'

const entry = (endedAt: string, type: JournalEntry['type'] = 'meditation'): JournalEntry => ({
  id: endedAt,
  activityId: 'respiracao-da-calma',
  title: 'Respiração da Calma',
  type,
  minutes: 5,
  endedAt,
  startedFrom: 'dashboard',
})

describe('daily goal', () => {
  it.each([
    ['5-10', 1],
    ['10-20', 2],
    ['20-30', 3],
    ['30+', 4],
    ['', 3],
    [null, 3],
  ] as const)('with %j minutes a day, the goal is %i activities', (time, target) => {
    expect(goalTarget(time)).toBe(target)
  })

  it('counts what she did today: one of three is 33%', () => {
    const goal = dailyGoal([entry('2026-11-24T09:10:00.000-03:00')], '2026-11-24', 3)
    expect(goal).toEqual({ done: 1, target: 3, percent: 33, text: '1 de 3 atividades completas', reached: false })
    expect(dailyGoal([], '2026-11-24', 1).text).toBe('0 de 1 atividade completa')
  })

  it('past the goal it says so, never more done than asked in a way that reads wrong', () => {
    const morning = ['09:10', '10:20', '11:30'].map((time) => entry(`2026-11-24T${time}:00.000-03:00`))
    expect(dailyGoal(morning, '2026-11-24', 1)).toMatchObject({ percent: 100, reached: true, text: 'Meta cumprida: 3 atividades hoje' })
    expect(dailyGoal(morning, '2026-11-24', 2).text).toBe('Meta cumprida: 3 atividades hoje')
    expect(dailyGoal(morning, '2026-11-24', 3).text).toBe('3 de 3 atividades completas')
    expect(dailyGoal(morning.slice(0, 1), '2026-11-24', 1).text).toBe('1 de 1 atividade completa')
  })

  it('counts an activity at 01:30 for the day before', () => {
    const lateNight = [entry('2026-11-25T01:30:00.000-03:00')]
    expect(dailyGoal(lateNight, '2026-11-24', 3).done).toBe(1)
    expect(dailyGoal(lateNight, '2026-11-25', 3).done).toBe(0)
  })

  it("does not count a routine's own entry (its activities are counted one by one)", () => {
    const routine = [entry('2026-11-24T09:00:00-03:00'), entry('2026-11-24T09:05:00-03:00', 'routine')]
    expect(dailyGoal(routine, '2026-11-24', 3).done).toBe(1)
  })

  it('has a percentage of round(100 × done / target), never over 100, and is reached at the target', () => {
    fc.assert(
      fc.property(
        fc.array(journalEntry(fc.tuple(instant, zone).map(([d, tz]) => isoIn(tz, d))), { maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (entries, target) => {
          const today = progressDay(entries[0]?.endedAt ?? '2026-11-24T10:00:00Z')!
          const goal = dailyGoal(entries, today, target)
          const done = entries.filter((e) => e.type !== 'routine' && progressDay(e.endedAt) === today).length
          expect(goal.done).toBe(done)
          expect(goal.percent).toBe(Math.min(100, Math.round((100 * done) / target)))
          expect(goal.percent).toBeGreaterThanOrEqual(0)
          expect(goal.reached).toBe(done >= target)
          if (done <= target) expect(goal.text.startsWith(`${done} de ${target} `)).toBe(true)
          else expect(goal.text).toBe(`Meta cumprida: ${done} atividades hoje`)
        },
      ),
    )
  })

  it('is celebrated once on each day she reaches it, never twice', () => {
    // Completions over two weeks, in order; after each, the celebration is offered or not.
    const day = fc.integer({ min: 0, max: 13 })
    fc.assert(
      fc.property(fc.array(day, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (days, target) => {
        const ordered = [...days].sort((a, b) => a - b)
        const entries: JournalEntry[] = []
        let celebratedOn: DayKey | null = null
        const celebrations: DayKey[] = []
        for (const [i, n] of ordered.entries()) {
          const today = addDays('2026-11-01', n)
          entries.push({ ...entry(`${today}T10:00:00-03:00`), id: String(i) })
          if (shouldCelebrateGoal(dailyGoal(entries, today, target), celebratedOn, today)) {
            celebrations.push(today)
            celebratedOn = today
          }
        }
        const reachedDays = new Set(
          ordered.filter((n) => ordered.filter((m) => m === n).length >= target).map((n) => addDays('2026-11-01', n)),
        )
        expect(celebrations).toEqual([...reachedDays])
      }),
    )
  })
})
