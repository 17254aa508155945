import MiniSearch from 'minisearch'
import { planActivities } from '../data/plan'
import { quickActivities } from '../data/quick-activities'
import type { Activity, TutorialType } from '../data/activity-types'
import { library } from '../data/library/library'
import type { LibraryEntry, LibraryKind } from '../data/library/library-types'
import { tutorialsByType } from '../data/tutorials/by-type'
import { typoAllowance } from './reading/fuzzy'
import { normalizeTokens } from './reading/normalize'
import { remembered } from './reading/remembered'
import { termOfWord } from './terms'

/** A library entry as the index holds it: the app's tutorial text joins the entry it matches. */
export interface IndexedEntry extends LibraryEntry {
  tutorial: string
}

/**
 * Every activity of the app's own the screens show (the dashboard's quick activities at every part
 * of the day, Meu Plano's sample cards), once each: the chat finds and starts each of them too.
 */
const appActivities: readonly Activity[] = [
  ...new Map(
    [
      ...Object.values(quickActivities).flat(),
      ...planActivities.map((activity) => ({ ...activity, completed: false })),
    ].map((activity) => [activity.id, activity] as const),
  ).values(),
]

const kindOfTutorial: Record<TutorialType, LibraryKind> = { exercise: 'exercise', meditation: 'meditation', food: 'recipe' }

function tutorialText(activity: Activity): string {
  if (activity.type !== 'exercise' && activity.type !== 'meditation' && activity.type !== 'food') return ''
  return tutorialsByType[activity.type].flat().map((step) => `${step.title}. ${step.instruction}`).join(' ')
}

/**
 * The library plus the app's tutorials. A tutorial's words make its linked entry findable; an
 * activity that no entry links to becomes an entry of its own, built from its first variant.
 */
function withTutorials(
  entries: readonly LibraryEntry[],
  activities: readonly Activity[] = appActivities,
): IndexedEntry[] {
  const indexed: IndexedEntry[] = entries.map((entry) => {
    const activity = activities.find((candidate) => candidate.id === entry.appActivityId)
    return { ...entry, tutorial: activity ? `${activity.title}. ${activity.description} ${tutorialText(activity)}` : '' }
  })
  for (const activity of activities) {
    if (indexed.some((entry) => entry.appActivityId === activity.id)) continue
    if (activity.type !== 'exercise' && activity.type !== 'meditation' && activity.type !== 'food') continue
    const steps = tutorialsByType[activity.type][0]
    indexed.push({
      id: `app-${activity.id}`,
      kind: kindOfTutorial[activity.type],
      title: activity.title,
      summary: activity.description,
      minutes: activity.duration,
      steps: steps.map((step) => step.title),
      tags: [],
      // Nothing is known of what it asks of her body: it never passes for one that fits.
      body: { positions: [], floor: true, hands: 2, loads: ['lower-back', 'neck', 'wrists', 'knees', 'abdomen', 'impact'] },
      appActivityId: activity.id,
      tutorial: tutorialText(activity),
    })
  }
  return indexed
}

/** Whole words only (no stems): "livro" must not find "ar livre". */
function wholeWords(text: string): string[] {
  return normalizeTokens(text).filter((token) => token.length >= 5 && termOfWord(token) !== undefined)
}

/** Each word is indexed twice: its stem with synonyms merged, and whole (so typos still match). */
function indexTerms(text: string): string[] {
  const terms: string[] = []
  for (const token of normalizeTokens(text)) {
    const merged = termOfWord(token)
    if (merged === undefined) continue
    terms.push(merged)
    if (token !== merged && token.length >= 5) terms.push(token)
  }
  return terms
}

interface TermMatch {
  id: string
  score: number
}

export interface Hit {
  entry: IndexedEntry
  score: number
}

export interface LibraryIndex {
  entries: readonly IndexedEntry[]
  /** Entries of the given kinds that match the query, best first; same query, same order. */
  /** `strict`: whole words in titles, tags and ingredients only (no typos, no prefixes). */
  search(query: string, kinds: readonly LibraryKind[], options?: { strict?: boolean }): Hit[]
}

export function createLibraryIndex(entries: readonly LibraryEntry[] = library): LibraryIndex {
  const all = withTutorials(entries)
  const byId = new Map(all.map((entry) => [entry.id, entry]))
  const index = new MiniSearch<IndexedEntry>({
    fields: ['title', 'tags', 'summary', 'ingredients', 'steps', 'tutorial'],
    extractField: (entry, field) => {
      const value = entry[field as keyof IndexedEntry]
      return Array.isArray(value) ? value.join(' ') : String(value ?? '')
    },
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, tags: 3, ingredients: 1.5, summary: 1, steps: 0.5, tutorial: 0.3 },
      tokenize: indexTerms,
      processTerm: (term) => term,
    },
  })
  index.addAll(all)

  /** One term's matches, unfiltered and unboosted: the index never changes, so each is found once. */
  const termMatches = (strict: boolean) =>
    remembered((term: string): readonly TermMatch[] =>
      index
        .search(term, {
          ...(strict ? { fields: ['title', 'tags', 'ingredients'] } : {}),
          tokenize: () => [term],
          fuzzy: strict ? false : typoAllowance(term) || false,
          prefix: !strict && term.length >= 5,
        })
        .map((result) => ({ id: result.id as string, score: result.score })),
    )
  const matchesOf = { strict: termMatches(true), loose: termMatches(false) }

  return {
    entries: all,
    search(query, kinds, { strict = false } = {}) {
      // MiniSearch's OR: each term's score weighted by how often it came, summed per entry, times
      // the number of distinct terms the entry matched. Each term's fuzzy and prefix matching is
      // what costs, and it is the same in every message that holds the term.
      const counts = new Map<string, number>()
      for (const term of (strict ? wholeWords : indexTerms)(query)) counts.set(term, (counts.get(term) ?? 0) + 1)
      const combined = new Map<string, { score: number; terms: number }>()
      for (const [term, count] of counts) {
        for (const { id, score } of (strict ? matchesOf.strict : matchesOf.loose)(term)) {
          const found = combined.get(id)
          if (found) {
            found.score += count * score
            found.terms += 1
          } else combined.set(id, { score: count * score, terms: 1 })
        }
      }
      const hits: Hit[] = []
      for (const [id, { score, terms }] of combined) {
        const entry = byId.get(id)!
        if (kinds.includes(entry.kind)) hits.push({ entry, score: score * terms })
      }
      return hits.sort((a, b) => b.score - a.score)
    },
  }
}
