import { describe, expect, it } from 'vitest'
import { library } from './library/library'
import { routines } from './plan'

describe('the sample routines', () => {
  it.each(routines.map((r) => [r.title, r] as const))('%s is made of library activities whose minutes add up to its total', (_, routine) => {
    const entries = routine.activityIds.map((id) => library.find((entry) => entry.id === id))
    expect(entries.every(Boolean)).toBe(true)
    expect(entries.reduce((sum, entry) => sum + entry!.minutes, 0)).toBe(routine.totalTime)
  })
})
