import type { JournalEntry } from '../data/journal'
import type { DayKey } from './calendar-day'
import { dailyGoal, type DailyGoal } from './daily-goal'
import { activeDays, completedOn } from './journal-days'
import { streakOn, type Streak } from './streak'

export interface TodaysProgress {
  streak: Streak
  goal: DailyGoal
  /** Activities and routines she completed today ('Concluído', 'Concluído hoje'), with how many times. */
  completed: ReadonlyMap<string, number>
}

/** What the dashboard and the plan show of her journal today. */
export const todaysProgress = (
  entries: readonly JournalEntry[],
  today: DayKey,
  goalTarget: number,
): TodaysProgress => ({
  streak: streakOn(activeDays(entries), today),
  goal: dailyGoal(entries, today, goalTarget),
  completed: completedOn(entries, today),
})
