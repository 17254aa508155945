import { describe, expect, it } from 'vitest'
import { dashboardActivities } from '../activities'
import { breathingPractices } from './breathing'
import {
  containsEgg,
  containsFish,
  containsGluten,
  containsMilk,
  containsPeanut,
  honeyForHerOnly,
  oatsMayHaveGluten,
} from './cautions'
import { exercises } from './exercises'
import { library } from './library'
import type { LibraryEntry, LibraryKind } from './library-types'
import { nightPractices } from './madrugada'
import { meditations } from './meditations'
import { recipes } from './recipes'

/** Every text of an entry, for the checks that no entry may fail anywhere. */
function allText(entry: LibraryEntry): string {
  const { title, summary, steps, tags, ingredients = [], cautions = [] } = entry
  return [title, summary, ...steps, ...tags, ...ingredients, ...cautions].join('\n')
}

const byId = library.map((entry) => [entry.id, entry] as const)

describe('the assistant library', () => {
  it('meets the minimum counts of the issue', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(15)
    expect(breathingPractices.length + meditations.length).toBeGreaterThanOrEqual(12)
    expect(recipes.length).toBeGreaterThanOrEqual(15)
    expect(library).toHaveLength(exercises.length + breathingPractices.length + meditations.length + nightPractices.length + recipes.length)
  })

  it('has unique, kebab-case ids', () => {
    const ids = library.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it.each([
    ['exercise', exercises],
    ['breathing', breathingPractices],
    ['meditation', meditations],
    ['recipe', recipes],
  ] as const)('puts only %s entries in its list', (kind: LibraryKind, entries) => {
    for (const entry of entries) expect(entry.kind).toBe(kind)
  })

  it.each(byId)('%s: a title, a one-line summary, 2+ short steps, whole minutes from 1 to 30', (_id, entry) => {
    expect(entry.title.trim()).not.toBe('')
    expect(entry.summary).toMatch(/^\S.{20,}[.!]$/)
    expect(entry.summary).not.toContain('\n')
    expect(entry.steps.length).toBeGreaterThanOrEqual(2)
    for (const step of entry.steps) {
      expect(step.length).toBeGreaterThan(5)
      expect(step.length).toBeLessThanOrEqual(140)
    }
    expect(Number.isInteger(entry.minutes)).toBe(true)
    expect(entry.minutes).toBeGreaterThanOrEqual(1)
    expect(entry.minutes).toBeLessThanOrEqual(30)
  })

  it.each(byId)('%s: 5+ distinct lowercase tags', (_id, entry) => {
    expect(entry.tags.length).toBeGreaterThanOrEqual(5)
    expect(new Set(entry.tags).size).toBe(entry.tags.length)
    for (const tag of entry.tags) {
      expect(tag).toBe(tag.toLowerCase())
      expect(tag).toBe(tag.trim())
      expect(tag).not.toBe('')
    }
  })

  it.each(byId)('%s: no medicine dose, no weight-loss promise, no diet', (_id, entry) => {
    const text = allText(entry)
    expect(text).not.toMatch(/\d+\s?(mg|mcg|µg|ui)\b/i)
    expect(text).not.toMatch(/\d+\s?gotas\b|comprimido|cápsula|\bdose\b|remédio|medicamento/i)
    expect(text).not.toMatch(/emagre|perder peso|perca peso|queimar gordura|secar a barriga|dieta|calorias/i)
  })

  it('gives ingredients to every recipe and to nothing else', () => {
    for (const entry of library) {
      if (entry.kind === 'recipe') expect(entry.ingredients?.length ?? 0).toBeGreaterThanOrEqual(2)
      else expect(entry.ingredients).toBeUndefined()
    }
  })

  it('gives a timer only to recipe steps that exist, and only for a real wait', () => {
    for (const entry of library) {
      if (entry.kind !== 'recipe') expect(entry.waitSeconds).toBeUndefined()
      for (const [step, seconds] of Object.entries(entry.waitSeconds ?? {})) {
        expect(entry.steps[Number(step)], `${entry.id}: step ${step}`).toBeDefined()
        expect(seconds).toBeGreaterThanOrEqual(30)
      }
    }
    expect(recipes.filter((entry) => entry.waitSeconds).length).toBeGreaterThan(0)
  })

  it('gives every exercise a safety note', () => {
    for (const entry of exercises) expect(entry.cautions?.length ?? 0).toBeGreaterThan(0)
  })

  // Allergens and breastfeeding notes follow from the ingredients, so a new recipe cannot forget them.
  const notes = [
    [/\bovos?\b/, containsEgg],
    [/\b(leite|iogurte|queijo|requeijão|manteiga)\b/, containsMilk],
    [/amendoim/, containsPeanut],
    [/aveia/, oatsMayHaveGluten],
    [/\b(pão|macarrão|tortilha|trigo)\b/, containsGluten],
    [/sardinha|atum|peixe/, containsFish],
    [/\bmel\b/, honeyForHerOnly],
    [/tahine|gergelim/, 'O tahine é feito de gergelim: deixe de fora se você tem alergia.'],
  ] as const

  it.each(recipes.map((entry) => [entry.id, entry] as const))('%s: notes every allergen it contains', (_id, entry) => {
    const ingredients = (entry.ingredients ?? []).join('\n').toLowerCase()
    for (const [pattern, note] of notes) {
      if (pattern.test(ingredients)) expect(entry.cautions ?? []).toContain(note)
    }
  })

  it('links each dashboard activity to exactly one entry of the matching kind', () => {
    const kindsFor = { exercise: ['exercise'], meditation: ['breathing', 'meditation'], food: ['recipe'] }
    const linked = library.filter((entry) => entry.appActivityId !== undefined)
    expect(linked.map((entry) => entry.appActivityId).sort()).toEqual(dashboardActivities.map((a) => a.id).sort())
    for (const activity of dashboardActivities) {
      const entry = linked.find((candidate) => candidate.appActivityId === activity.id)
      expect(kindsFor[activity.type as keyof typeof kindsFor]).toContain(entry?.kind)
      expect(entry?.minutes).toBe(activity.duration)
    }
  })
})
