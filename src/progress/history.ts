import type { ActivityType } from '../data/activity-types'
import type { JournalEntry } from '../data/journal'
import { addDays, daysBetween, mondayOf, type DayKey } from './calendar-day'
import { countsAsActivity } from './journal-days'
import { progressDay } from './progress-day'

export const HISTORY_WEEKS = 12

export interface HistoryDay {
  day: DayKey
  /** She did something that day. */
  active: boolean
  /** Activities that day (a routine's own entry adds none: its activities are there). */
  activities: number
  minutes: number
  /** A day of this week still to come. */
  future: boolean
}

export interface HistoryWeek {
  monday: DayKey
  sunday: DayKey
  days: HistoryDay[]
  /** Days with at least one activity. */
  activeDays: number
  minutes: number
}

export interface History {
  /** The last 12 weeks, Monday to Sunday, oldest first; the last one holds today. */
  weeks: HistoryWeek[]
  minutesThisWeek: number
  /** Activities of each type, ever (routines are counted by their activities). */
  byType: Partial<Record<ActivityType, number>>
  totalActivities: number
}

export function history(entries: readonly JournalEntry[], today: DayKey, weekCount = HISTORY_WEEKS): History {
  const firstMonday = addDays(mondayOf(today), -7 * (weekCount - 1))
  const perDay = new Map<DayKey, { activities: number; minutes: number; any: boolean }>()
  const byType: Partial<Record<ActivityType, number>> = {}
  let totalActivities = 0
  for (const entry of entries) {
    const day = progressDay(entry.endedAt)
    if (!day) continue
    const counts = countsAsActivity(entry)
    if (counts) {
      byType[entry.type] = (byType[entry.type] ?? 0) + 1
      totalActivities++
    }
    const offset = daysBetween(firstMonday, day)
    if (offset < 0 || offset >= 7 * weekCount) continue
    const tally = perDay.get(day) ?? { activities: 0, minutes: 0, any: false }
    tally.any = true
    if (counts) {
      tally.activities++
      tally.minutes += entry.minutes
    }
    perDay.set(day, tally)
  }
  const weeks = Array.from({ length: weekCount }, (_, week): HistoryWeek => {
    const monday = addDays(firstMonday, 7 * week)
    const days = Array.from({ length: 7 }, (_, weekday): HistoryDay => {
      const day = addDays(monday, weekday)
      const tally = perDay.get(day)
      return {
        day,
        active: tally?.any ?? false,
        activities: tally?.activities ?? 0,
        minutes: tally?.minutes ?? 0,
        future: daysBetween(today, day) > 0,
      }
    })
    return {
      monday,
      sunday: addDays(monday, 6),
      days,
      activeDays: days.filter((day) => day.active).length,
      minutes: days.reduce((sum, day) => sum + day.minutes, 0),
    }
  })
  return { weeks, minutesThisWeek: weeks.at(-1)!.minutes, byType, totalActivities }
}
