import type { JournalEntry } from '../data/journal'
import type { AvailableTime } from '../data/onboarding-options'
import type { DayKey } from './calendar-day'
import { countsAsActivity, entriesOn } from './journal-days'

const targetByTime: Record<AvailableTime, number> = { '5-10': 1, '10-20': 2, '20-30': 3, '30+': 4 }

/** Without an answer, three a day (the spec's '2 de 3'). */
export const DEFAULT_GOAL_TARGET = 3

/** Activities a day, from the minutes she said she has. */
export const goalTarget = (availableTime: AvailableTime | '' | null): number =>
  availableTime ? targetByTime[availableTime] : DEFAULT_GOAL_TARGET

export interface DailyGoal {
  done: number
  target: number
  /** round(100 × done / target), at most 100. */
  percent: number
  text: string
  reached: boolean
}

/** '1 de 2 atividades completas'; past the goal, never 'N de M' with N over M: 'Meta cumprida: 3 atividades hoje'. */
function goalText(done: number, target: number): string {
  if (done > target) return `Meta cumprida: ${done} atividades hoje`
  return `${done} de ${target} ${target === 1 ? 'atividade completa' : 'atividades completas'}`
}

export function dailyGoal(entries: readonly JournalEntry[], today: DayKey, target: number): DailyGoal {
  const done = entriesOn(entries, today).filter(countsAsActivity).length
  return {
    done,
    target,
    percent: Math.min(100, Math.round((100 * done) / target)),
    text: goalText(done, target),
    reached: done >= target,
  }
}

/** The goal is celebrated once a day: the first time it is reached that day, and never again. */
export const shouldCelebrateGoal = (goal: DailyGoal, celebratedOn: DayKey | null, today: DayKey): boolean =>
  goal.reached && celebratedOn !== today
