import type { LibraryKind } from '../data/library/library-types'
import type { ChatTurn } from '../contract/chat-api'
import type { HerBody } from './her-body'
import type { ContentIntent } from './intent-cues'
import type { Hit, IndexedEntry, LibraryIndex } from './library-index'

export const kindsOf: Record<ContentIntent, readonly LibraryKind[]> = {
  exercise: ['exercise'],
  meditation: ['breathing', 'meditation'],
  recipe: ['recipe'],
}

/** FNV-1a: a stable number from a text, so the same message always picks the same entry. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export interface Selection {
  /** What to suggest; undefined only when the library has nothing of that kind. */
  entry: IndexedEntry | undefined
  /** The best matches, for grounding an LLM. */
  related: IndexedEntry[]
  /** Nothing of this kind fits the minutes she has: `entry` is the shortest there is. */
  tooLong: boolean
  /**
   * She said how she is (the baby in her arms, one hand free, lying down, a pain) and nothing of
   * this kind can be done that way: `entry` is the closest there is, and the reply says so.
   */
  noneFits?: boolean
  /** How she said she is, when she said it: the reply tells her the entry can be done that way. */
  her?: HerBody
}

/** Titles the assistant already suggested in this conversation ("outra receita" skips them). */
function alreadySuggested(history: readonly ChatTurn[], entries: readonly IndexedEntry[]): Set<string> {
  const earlier = history.filter((turn) => turn.sender === 'ai').map((turn) => turn.text)
  return new Set(entries.filter((entry) => earlier.some((text) => text.includes(entry.title))).map((entry) => entry.id))
}

/**
 * The entry to suggest: the best match that fits her minutes and was not suggested just before
 * (among those, first one she would `prefer`: for the part of the body she named);
 * with no match (a plain "quero uma receita"), the app's own activity of that kind, or a stable
 * pick among those that fit.
 */
export function selectEntry(
  index: LibraryIndex,
  query: string,
  intent: ContentIntent,
  {
    minutes,
    history = [],
    prefer = () => true,
    only = () => true,
  }: {
    minutes?: number | undefined
    history?: readonly ChatTurn[]
    prefer?: (entry: IndexedEntry) => boolean
    /** Leaves out every other entry (those she cannot do as she is). */
    only?: (entry: IndexedEntry) => boolean
  },
): Selection {
  // She names a breathing and not a meditation: a breathing, not the meditation that mentions it.
  const breathing = intent === 'meditation' && / respir\w* /.test(query) && !/ medit\w* /.test(query)
  const kinds = breathing ? (['breathing'] as const) : kindsOf[intent]
  const ofKind = index.entries.filter((entry) => kinds.includes(entry.kind) && only(entry))
  const seen = alreadySuggested(history, ofKind)
  const fits = (entry: IndexedEntry) => minutes === undefined || entry.minutes <= minutes
  const fresh = (entry: IndexedEntry) => !seen.has(entry.id)

  // "um exercício", "uma receita" name the kind, not a subject: they would favour entries that
  // happen to say the word.
  const subject = query.replace(/ (exercici\w*|exercit\w*|receit\w*)(?= )/g, '')
  const hits: Hit[] = index.search(subject, kinds).filter((hit) => only(hit.entry))
  const related = hits.slice(0, 3).map((hit) => hit.entry)
  const matched = hits.map((hit) => hit.entry)
  const pick =
    matched.find((entry) => fits(entry) && fresh(entry) && prefer(entry)) ??
    matched.find((entry) => fits(entry) && fresh(entry)) ??
    matched.find(fits) ??
    generic(ofKind.filter((entry) => fits(entry) && fresh(entry) && prefer(entry)), query) ??
    generic(ofKind.filter((entry) => fits(entry) && fresh(entry)), query) ??
    generic(ofKind.filter(fits), query)
  if (pick) return { entry: pick, related: related.length > 0 ? related : [pick], tooLong: false }

  const shortest = [...(matched.length > 0 ? matched : ofKind)].sort((a, b) => a.minutes - b.minutes)[0]
  return { entry: shortest, related: shortest ? [shortest] : [], tooLong: shortest !== undefined }
}

function generic(candidates: readonly IndexedEntry[], query: string): IndexedEntry | undefined {
  if (candidates.length === 0) return undefined
  const linked = candidates.find((entry) => entry.appActivityId !== undefined)
  if (linked && !/ outr[oa]s? /.test(query)) return linked
  return candidates[stableHash(query) % candidates.length]
}
