import { dailySuggestions, type PartOfDay } from '../../src/data/daily'
import { routines } from '../../src/data/plan'
import { partOfDay } from '../../src/progress/part-of-day'

/**
 * The activity a reminder suggests at her local hour. A seam: when src/data gives the dashboard's
 * suggestion for each part of the day, this reads it instead. Until then: the dashboard's
 * morning suggestion in the morning, the plan's afternoon and evening routines after.
 */
export interface SuggestionNow {
  title: string
  minutes: number
}

const FIVE_MINUTES_EACH = 5

function routine(id: string): SuggestionNow {
  const found = routines.find((each) => each.id === id)
  if (!found) throw new Error(`no routine ${id} in src/data/plan.ts`)
  return { title: found.title, minutes: found.totalTime }
}

const byPartOfDay: Record<PartOfDay, SuggestionNow> = {
  morning: {
    title: dailySuggestions.morning.title,
    minutes: dailySuggestions.morning.activities.length * FIVE_MINUTES_EACH,
  },
  afternoon: routine('pausa-da-tarde'),
  evening: routine('noite-tranquila'),
}

export const suggestionAt = (hour: number): SuggestionNow => byPartOfDay[partOfDay(hour)]
