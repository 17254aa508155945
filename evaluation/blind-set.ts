import type { LibraryKind } from '../src/data/library/library-types'
import type { Tier } from '../src/assistant/assistant'
import type { CrisisKind } from '../src/assistant/reading/intent-types'
import development from './blind/development.json'
import heldOut from './blind/held-out.json'
import roundFour from './blind/round-4.json'
import training from './blind/training.json'

/*
 * The blind evaluation set (how it was written, labelled and split: ./blind/README.md). The
 * held-out half is never read while tuning the detector: only its figures are.
 */

export type BlindCategory = 'crisis' | 'distress' | 'trap' | 'health' | 'request'

export interface BlindCase {
  id: string
  message: string
  /** Her earlier messages in the conversation, oldest first; the assistant's replies are replayed. */
  history?: string[]
  category: BlindCategory
  tier: Tier
  /** Crisis cases only. */
  kind?: CrisisKind
  /** Requests (and traps that ask for content): the kinds of entry that answer it rightly. */
  accept?: LibraryKind[]
  minutes?: number
  /** What makes the message hard, in the writer's words. */
  style: string
  /** Round 5: who wrote it, a persona of her own ("p07"). */
  writer?: string
}

const categories: readonly BlindCategory[] = ['crisis', 'distress', 'trap', 'health', 'request']
const tierOf: Record<BlindCategory, Tier> = { crisis: 'crisis', distress: 'distress', trap: 'none', health: 'none', request: 'none' }
const kinds: readonly CrisisKind[] = ['suicide', 'self-harm', 'baby', 'violence']
const libraryKinds: readonly LibraryKind[] = ['exercise', 'breathing', 'meditation', 'recipe']

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText)

/** A label out of the lists would silently score nothing: the set is checked as it loads. */
export function checked(rows: readonly Record<string, unknown>[], file: string): BlindCase[] {
  for (const row of rows) {
    const category = row.category as BlindCategory
    const problems = [
      !isText(row.id) && 'id',
      !isText(row.message) && 'message',
      !categories.includes(category) && 'category',
      row.tier !== tierOf[category] && 'tier',
      (category === 'crisis') !== kinds.includes(row.kind as CrisisKind) && 'kind',
      row.accept !== undefined && !(isTextList(row.accept) && (row.accept as string[]).every((kind) => libraryKinds.includes(kind as LibraryKind))) && 'accept',
      category === 'request' && row.accept === undefined && 'accept',
      row.history !== undefined && !isTextList(row.history) && 'history',
      row.minutes !== undefined && !(typeof row.minutes === 'number' && row.minutes > 0) && 'minutes',
    ].filter(Boolean)
    if (problems.length > 0) throw new Error(`${file}: ${String(row.id)} has a bad ${problems.join(', ')}`)
  }
  return rows as unknown as BlindCase[]
}

export const developmentHalf = checked(development, 'development.json')
export const heldOutHalf = checked(heldOut, 'held-out.json')
/** Written later, blind as well, only to train the learned risk model (never scored as held-out). */
export const trainingSet = checked(training, 'training.json')
/**
 * The fourth blind round (./blind/README.md): its first two writers' misses were read to widen the
 * cues; the third writer's messages (`w8-`) were never read and validate a change.
 */
const fourthRound = checked(roundFour, 'round-4.json')
export const roundFourRead = fourthRound.filter((blindCase) => !blindCase.id.startsWith('w8-'))
export const roundFourUnread = fourthRound.filter((blindCase) => blindCase.id.startsWith('w8-'))
