import { describe, expect, it } from 'vitest'
import { dailySuggestions } from './daily'
import { routines } from './plan'
import { playablesOf } from './playable-index'

describe('playablesOf', () => {
  it.each(routines.map((r) => [r.title, r] as const))("plays every activity of '%s', in its order", (_, routine) => {
    const playables = playablesOf(routine.activityIds)
    expect(playables.map((p) => p.id)).toEqual(routine.activityIds)
    expect(playables.reduce((sum, p) => sum + p.minutes, 0)).toBe(routine.totalTime)
    expect(playables.every((p) => p.steps && p.steps.length > 0)).toBe(true) // library entries, with their steps
  })

  it.each(Object.entries(dailySuggestions))("plays the three activities of the %s suggestion, in its order", (_, suggestion) => {
    const playables = playablesOf(suggestion.activities.map((a) => a.id))
    expect(playables.map((p) => [p.id, p.title])).toEqual(suggestion.activities.map((a) => [a.id, a.title]))
  })

  it('leaves out an id that names nothing', () => {
    expect(playablesOf(['nada-aqui', 'ombros-soltos']).map((p) => p.id)).toEqual(['ombros-soltos'])
  })
})
