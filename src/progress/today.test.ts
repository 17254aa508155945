import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../data/journal'
import { todaysProgress } from './today'

const done = (activityId: string, endedAt: string, type: JournalEntry['type'] = 'meditation'): JournalEntry => ({
  id: `${activityId}@${endedAt}`,
  activityId,
  title: activityId,
  type,
  minutes: 5,
  endedAt,
  startedFrom: 'dashboard',
})

describe("today's progress", () => {
  it('on a fresh device: no streak, 0 de 3, nothing completed', () => {
    expect(todaysProgress([], '2026-11-24', 3)).toEqual({
      streak: { days: 0, protectedYesterday: false },
      goal: { done: 0, target: 3, percent: 0, text: '0 de 3 atividades completas', reached: false },
      completed: new Map(),
    })
  })

  it('yesterday and today, a routine among them', () => {
    const journal = [
      done('respiracao-da-calma', '2026-11-23T21:00:00-03:00'),
      done('alongamento-energizante', '2026-11-25T01:30:00-03:00', 'exercise'), // still the 24th
      done('despertar-com-calma', '2026-11-25T01:31:00-03:00', 'routine'),
    ]
    const progress = todaysProgress(journal, '2026-11-24', 2)
    expect(progress.streak).toEqual({ days: 2, protectedYesterday: false })
    expect(progress.goal).toMatchObject({ done: 1, percent: 50, text: '1 de 2 atividades completas' })
    expect(progress.completed).toEqual(
      new Map([
        ['alongamento-energizante', 1],
        ['despertar-com-calma', 1],
      ]),
    )
  })

  it('counts each time she did an activity today, so a card hears of one more', () => {
    const journal = [
      done('respiracao-da-calma', '2026-11-24T08:00:00-03:00'),
      done('respiracao-da-calma', '2026-11-24T20:00:00-03:00'),
      done('respiracao-da-calma', '2026-11-23T20:00:00-03:00'), // yesterday: not today's
    ]
    expect(todaysProgress(journal, '2026-11-24', 3).completed.get('respiracao-da-calma')).toBe(2)
  })
})
