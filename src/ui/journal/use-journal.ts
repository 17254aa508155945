import { useSyncExternalStore } from 'react'
import type { JournalEntry } from '../../data/journal'
import { journalEntries, subscribeJournal } from '../../device/journal'

/**
 * Her journal, kept current when she completes something here or in another tab. Null while the
 * build prerenders a screen: there is no device there, and no number is better than a wrong one.
 */
export function useJournal(): readonly JournalEntry[] | null {
  return useSyncExternalStore(subscribeJournal, journalEntries, () => null)
}
