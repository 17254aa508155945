import { describe, expect, it } from 'vitest'
import { dailySuggestions, type PartOfDay } from './daily'
import { suggestionFor } from './goal-order'
import { routineForTime, suggestionForTime, totalMinutes } from './her-time'
import { availableTimeOptions, goalOptions } from './onboarding-options'
import { routines } from './plan'
import { playablesOf } from './playable-index'

const parts = Object.keys(dailySuggestions) as PartOfDay[]
const times = [...availableTimeOptions.map((option) => option.value), null]
const minutesOf = (ids: readonly string[]) => playablesOf(ids).reduce((total, playable) => total + playable.minutes, 0)
const maxOf = { '5-10': 10, '10-20': 20, '20-30': 30, '30+': Infinity } as const

describe('sizes that fit her time', () => {
  it.each(parts)('the %s suggestion names each activity with the minutes it really has', (part) => {
    const { activities, shortActivities } = dailySuggestions[part]
    for (const activity of [...activities, ...shortActivities]) {
      const [playable] = playablesOf([activity.id])
      expect([playable?.title, playable?.minutes]).toEqual([activity.title, activity.minutes])
    }
  })

  // Every part of the day, every answer, every goal she may have put first.
  it.each(parts.flatMap((part) => times.map((time) => [part, time] as const)))(
    'the %s suggestion for %s minutes fits them, in every order her goals ask',
    (part, time) => {
      for (const goals of [[], ...goalOptions.map((goal) => [goal.id])]) {
        const shown = suggestionFor(suggestionForTime(dailySuggestions[part], time), goals)
        const total = totalMinutes(shown.activities)
        expect(total).toBe(minutesOf(shown.activities.map((activity) => activity.id)))
        expect(total).toBeLessThanOrEqual(time ? maxOf[time] : 20)
        if (time === '5-10') expect(total).toBeGreaterThanOrEqual(5)
        expect(shown.activities).toHaveLength(3)
      }
    },
  )

  it.each(routines.flatMap((routine) => times.map((time) => [routine.title, time, routine] as const)))(
    '%s for %s minutes is within them, and its badge says its real minutes',
    (_title, time, routine) => {
      const shown = routineForTime(routine, time)
      expect(minutesOf(shown.activityIds)).toBe(shown.totalTime)
      expect(shown.totalTime).toBeLessThanOrEqual(time ? maxOf[time] : 20)
      if (time === '5-10') expect(shown.totalTime).toBeGreaterThanOrEqual(5)
      expect([shown.id, shown.title, shown.description]).toEqual([routine.id, routine.title, routine.description])
    },
  )
})
