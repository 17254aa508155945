import { describe, expect, it } from 'vitest'
import { dailySuggestions } from './daily'
import { kindsFirstFor, orderByGoals, suggestionFor } from './goal-order'
import { library } from './library/library'
import { goalOptions } from './onboarding-options'

const titles = (suggestion: { activities: readonly { title: string }[] }) => suggestion.activities.map((a) => a.title)

describe('the daily suggestion in the order her goals ask', () => {
  it('no goal: as it always was', () => {
    for (const suggestion of Object.values(dailySuggestions))
      expect(titles(suggestionFor(suggestion, []))).toEqual(titles(suggestion))
  })

  it.each([
    ['relaxar', ['Respiração da Calma', 'Alongamento Energizante', 'Café da manhã rápido']],
    ['exercitar', ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']],
    ['cuidar-mente', ['Respiração da Calma', 'Alongamento Energizante', 'Café da manhã rápido']],
    ['alimentacao', ['Café da manhã rápido', 'Alongamento Energizante', 'Respiração da Calma']],
  ] as const)('Manhã Produtiva for %s', (goal, expected) => {
    expect(titles(suggestionFor(dailySuggestions.morning, [goal]))).toEqual(expected)
  })

  it('relaxar at night puts the breathing before the meditations; cuidar-mente the meditations first', () => {
    expect(titles(suggestionFor(dailySuggestions.evening, ['relaxar']))).toEqual([
      'Respiração da Calma',
      'Três coisas boas do dia',
      'Relaxamento para dormir',
    ])
    expect(titles(suggestionFor(dailySuggestions.evening, ['cuidar-mente']))).toEqual([
      'Três coisas boas do dia',
      'Relaxamento para dormir',
      'Respiração da Calma',
    ])
  })

  it('several goals: the one she picked first leads, the next follows, the rest after', () => {
    expect(titles(suggestionFor(dailySuggestions.afternoon, ['alimentacao', 'relaxar']))).toEqual([
      'Vitamina de banana com aveia',
      'Respiração quadrada',
      'Alongamento Energizante',
    ])
    expect(titles(suggestionFor(dailySuggestions.afternoon, ['relaxar', 'alimentacao']))).toEqual([
      'Respiração quadrada',
      'Vitamina de banana com aveia',
      'Alongamento Energizante',
    ])
  })

  it('only orders: the title, the description and the three activities stay', () => {
    const ordered = suggestionFor(dailySuggestions.afternoon, ['relaxar', 'exercitar', 'cuidar-mente', 'alimentacao'])
    expect({ ...ordered, activities: undefined }).toEqual({ ...dailySuggestions.afternoon, activities: undefined })
    expect([...ordered.activities].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...dailySuggestions.afternoon.activities].sort((a, b) => a.id.localeCompare(b.id)),
    )
  })

  it('every goal of the onboarding puts something first', () => {
    for (const goal of goalOptions) expect(kindsFirstFor[goal.id].length).toBeGreaterThan(0)
  })

  it('keeps the order of items of the same rank', () => {
    const items = [
      { id: 'a', kind: 'recipe' },
      { id: 'b', kind: 'exercise' },
      { id: 'c', kind: 'recipe' },
      { id: 'd', kind: 'exercise' },
    ] as const
    expect(orderByGoals(items, ['exercitar']).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c'])
  })
})

describe("the suggestion's kinds", () => {
  it.each(Object.entries(dailySuggestions))('%s: each activity is of the kind its library entry is', (_, suggestion) => {
    for (const activity of suggestion.activities) {
      const entry = library.find((e) => e.id === activity.id || e.appActivityId === activity.id)
      expect(entry?.kind, activity.id).toBe(activity.kind)
    }
  })
})
