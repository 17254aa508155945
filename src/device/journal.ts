import type { Completion, JournalEntry } from '../data/journal'
import { localIso } from '../progress/progress-day'
import { JOURNAL_VERSION, readableEntries } from './journal-format'
import { storageKeys } from './storage-keys'
import { versionedList } from './versioned-list'

/**
 * Her journal on the device (localStorage, `storageKeys.journal`), a versioned list
 * (src/device/versioned-list.ts): every write appends to the journal as stored now, entries this
 * version cannot read stay stored, a journal that cannot be read at all is kept aside
 * (`storageKeys.damagedJournal`). An entry the browser refuses to keep (quota, private mode)
 * stays in memory, counted, and is written with the next one.
 */

const list = versionedList({
  key: storageKeys.journal,
  damagedKey: storageKeys.damagedJournal,
  field: 'entries',
  version: JOURNAL_VERSION,
  readable: readableEntries,
})
let unsaved: JournalEntry[] = []
// With entries only in memory: the stored ones and those, joined again only when either changes.
let joined: { stored: readonly JournalEntry[]; unsaved: JournalEntry[]; entries: readonly JournalEntry[] } | null = null

/** Appends entries not stored yet (by id) to the journal as stored now; false if the browser refused. */
function append(entries: readonly JournalEntry[]): boolean {
  const pending = [...unsaved, ...entries].filter((entry, index, all) => all.findIndex((other) => other.id === entry.id) === index)
  const kept = list.update((stored) => {
    const storedIds = new Set(readableEntries(stored).map((entry) => entry.id))
    const fresh = pending.filter((entry) => !storedIds.has(entry.id))
    return fresh.length > 0 ? [...stored, ...fresh] : null
  })
  unsaved = kept ? [] : pending
  return kept
}

function newId(at: Date): string {
  // getRandomValues, unlike randomUUID, also exists on a plain-http page (a phone on the LAN).
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0'))
  return `${at.getTime().toString(36)}-${random.join('')}`
}

/** Her entries, oldest first: the same array until the journal changes. */
export function journalEntries(): readonly JournalEntry[] {
  const stored = list.items()
  if (unsaved.length === 0) return stored
  if (joined?.stored !== stored || joined.unsaved !== unsaved) joined = { stored, unsaved, entries: readableEntries([...stored, ...unsaved]) }
  return joined.entries
}

/** Calls `listener` whenever the journal changes, in this tab or another. */
export const subscribeJournal = list.subscribe

/** The journal stored here could not be read (it is kept aside, not lost): her figures start over. */
export const journalIsDamaged = (): boolean => list.isDamaged()

/**
 * Writes one completed activity to the journal, at once (the caller is the transition that
 * completes it, so nothing can happen in between). `at` is when it ended; the entry keeps the
 * wall clock and offset of this device. Returns the entry as written.
 */
export function recordCompletion(completion: Completion, at: Date = new Date()): JournalEntry {
  const entry: JournalEntry = { ...completion, id: newId(at), endedAt: localIso(at, -at.getTimezoneOffset()) }
  append([entry])
  return entry
}

/** Adds entries from a restored file to hers (entries already there, by id, are not doubled). */
export const mergeIntoJournal = (entries: readonly JournalEntry[]): boolean => append(entries)

/** 'Apagar meus dados': the journal, the copy of a damaged one and what was only in memory. */
export function eraseJournal(): void {
  unsaved = []
  list.erase()
}
