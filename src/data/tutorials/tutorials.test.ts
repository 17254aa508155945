import { describe, expect, it } from 'vitest'
import { dashboardActivities } from '../activities'
import type { TutorialStep } from '../activity-types'
import { dailySuggestions, motivationalPhrases } from '../daily'
import { library } from '../library/library'
import { tutorialsByType } from './by-type'

/** '1 minuto e 20 segundos' → 80. */
function seconds(text: string): number {
  const minutes = /(\d+) minutos?/.exec(text)?.[1] ?? '0'
  const secs = /(\d+) segundos/.exec(text)?.[1] ?? '0'
  return Number(minutes) * 60 + Number(secs)
}

const counts = { exercise: [9, 8], meditation: [6, 5], food: [5, 5] } as const

describe('tutorials', () => {
  it.each(Object.entries(counts))('%s has two variants with the spec step counts', (type, expected) => {
    const variants = tutorialsByType[type as keyof typeof counts]
    expect(variants.map((steps) => steps.length)).toEqual(expected)
  })

  const variants = Object.entries(tutorialsByType).flatMap(([type, pair]) =>
    pair.map((steps, index) => [`${type} ${index + 1}`, steps] as const),
  )

  it.each(variants)('%s: starts at 0, each step starts when the previous ends, about 5 minutes', (_name, steps) => {
    expect(steps[0]?.time).toBe(0)
    steps.forEach((step: TutorialStep, index) => {
      const next = steps[index + 1]
      if (next) expect(next.time).toBe(step.time + seconds(step.duration))
      else expect(step.time + seconds(step.duration)).toBe(300)
    })
  })

  it.each(variants)('%s: every step has a title and a real instruction', (_name, steps) => {
    for (const step of steps) {
      expect(step.title.trim()).not.toBe('')
      expect(step.instruction.length).toBeGreaterThan(60)
      expect(seconds(step.duration)).toBeGreaterThan(0)
    }
  })
})

describe('dashboard content', () => {
  it('has the three 5-minute activities with their types', () => {
    expect(dashboardActivities.map(({ title, duration, type }) => [title, duration, type])).toEqual([
      ['Alongamento Energizante', 5, 'exercise'],
      ['Respiração da Calma', 5, 'meditation'],
      ['Café da manhã rápido', 5, 'food'],
    ])
  })

  it('suggests, at every time of day, three real activities, the first one a dashboard card', () => {
    const known = new Map([...dashboardActivities, ...library].map((activity) => [activity.id, activity.title]))
    for (const suggestion of Object.values(dailySuggestions)) {
      expect(suggestion.activities).toHaveLength(3)
      for (const activity of suggestion.activities) expect(known.get(activity.id)).toBe(activity.title)
      expect(dashboardActivities.map((activity) => activity.id)).toContain(suggestion.activities[0]!.id)
    }
    expect(dailySuggestions.morning.title).toBe('Manhã Produtiva') // SPEC §3
  })

  it('suggests calming activities in the evening', () => {
    const calming = new Set(['meditation', 'breathing'])
    const kind = (id: string) => library.find((entry) => entry.id === id)?.kind ?? dashboardActivities.find((a) => a.id === id)?.type
    expect(dailySuggestions.evening.activities.every((activity) => calming.has(kind(activity.id) ?? ''))).toBe(true)
  })

  it('has 7 different motivational phrases', () => {
    expect(new Set(motivationalPhrases).size).toBe(7)
  })
})
