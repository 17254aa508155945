import { isLowMood, type MoodEntry, type MoodLevel } from '../data/mood'
import { addDays, mondayOf, type DayKey } from './calendar-day'

/** Her answer of today (her day starts at 03:00), if she gave one. */
export const todaysMood = (moods: readonly MoodEntry[], today: DayKey): MoodEntry | null =>
  moods.find((mood) => mood.day === today) ?? null

/** The days the gentle card looks back on, today included. */
export const LOW_MOOD_WINDOW_DAYS = 14

/**
 * Most of the last 14 days (today included) were 'Mal' or worse: more than half of them, 8 or
 * more, had such an answer. A day she did not answer counts as not low: the card is never
 * shown on a guess.
 */
export function mostlyLowLately(moods: readonly MoodEntry[], today: DayKey): boolean {
  const first = addDays(today, -(LOW_MOOD_WINDOW_DAYS - 1))
  const low = moods.filter((mood) => mood.day >= first && mood.day <= today && isLowMood(mood.level)).length
  return low > LOW_MOOD_WINDOW_DAYS / 2
}

export interface MoodDay {
  day: DayKey
  level: MoodLevel | null
}

/** This week, Monday to Sunday, with how she felt each day (null: no answer, or still to come). */
export function weekMoods(moods: readonly MoodEntry[], today: DayKey): MoodDay[] {
  const monday = mondayOf(today)
  const byDay = new Map(moods.map((mood) => [mood.day, mood.level]))
  return Array.from({ length: 7 }, (_, weekday) => {
    const day = addDays(monday, weekday)
    return { day, level: byDay.get(day) ?? null }
  })
}
