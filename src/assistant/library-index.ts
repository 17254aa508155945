import MiniSearch from 'minisearch'
import { dashboardActivities } from '../data/activities'
import type { Activity, TutorialType } from '../data/activity-types'
import { library } from '../data/library/library'
import type { LibraryEntry, LibraryKind } from '../data/library/library-types'
import { tutorialsByType } from '../data/tutorials/by-type'
import { typoAllowance } from './fuzzy'
import { normalizeTokens } from './normalize'
import { searchTerms } from './terms'

/** A library entry as the index holds it: the app's tutorial text joins the entry it matches. */
export interface IndexedEntry extends LibraryEntry {
  tutorial: string
}

const kindOfTutorial: Record<TutorialType, LibraryKind> = { exercise: 'exercise', meditation: 'meditation', food: 'recipe' }

function tutorialText(activity: Activity): string {
  if (activity.type !== 'exercise' && activity.type !== 'meditation' && activity.type !== 'food') return ''
  return tutorialsByType[activity.type].flat().map((step) => `${step.title}. ${step.instruction}`).join(' ')
}

/**
 * The library plus the app's tutorials. A tutorial's words make its linked entry findable; an
 * activity that no entry links to becomes an entry of its own, built from its first variant.
 */
function withTutorials(entries: readonly LibraryEntry[], activities: readonly Activity[] = dashboardActivities): IndexedEntry[] {
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
  return normalizeTokens(text).filter((token) => token.length >= 5 && searchTerms(token).length > 0)
}

/** Each word is indexed twice: its stem with synonyms merged, and whole (so typos still match). */
function indexTerms(text: string): string[] {
  const terms: string[] = []
  for (const token of normalizeTokens(text)) {
    const [merged] = searchTerms(token)
    if (merged === undefined) continue
    terms.push(merged)
    if (token !== merged && token.length >= 5) terms.push(token)
  }
  return terms
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

  return {
    entries: all,
    search(query, kinds, { strict = false } = {}) {
      // Each distinct term is searched once (its fuzzy and prefix matching are what costs), weighted
      // by how often it came: the scores of searching every repeat, without the work.
      const counts = new Map<string, number>()
      for (const term of (strict ? wholeWords : indexTerms)(query)) counts.set(term, (counts.get(term) ?? 0) + 1)
      const results = index.search(query, {
        ...(strict ? { fields: ['title', 'tags', 'ingredients'] } : {}),
        tokenize: () => [...counts.keys()],
        boostTerm: (term) => counts.get(term)!,
        fuzzy: (term) => (strict ? false : typoAllowance(term) || false),
        prefix: (term) => !strict && term.length >= 5,
        filter: (result) => kinds.includes(byId.get(result.id)!.kind),
      })
      return results.map((result) => ({ entry: byId.get(result.id)!, score: result.score }))
    },
  }
}
