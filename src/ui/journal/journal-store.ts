import type { Completion, JournalEntry } from '../../data/journal'
import { localIso } from '../../progress/progress-day'
import { storageKeys } from '../storage/storage-keys'
import { storedKeyListeners } from '../storage/stored-key-listeners'
import { asStoredJournal, JOURNAL_VERSION, readableEntries, type StoredJournal } from './journal-format'

/**
 * Her journal on the device (localStorage, `momento-mae-journal`). Every write reads the stored
 * journal again and appends to it, so two tabs never overwrite each other's entries; the other
 * tab hears of it through the `storage` event. Nothing is ever dropped: entries this version
 * cannot read stay stored as they are, a journal that cannot be read at all is kept aside
 * (`momento-mae-journal-damaged`) before a new one starts, and an entry the browser refuses to
 * keep (quota, private mode) stays in memory, counted, and is written with the next one.
 */

const { subscribe, changed } = storedKeyListeners(storageKeys.journal)
let unsaved: JournalEntry[] = []
// What was read last, and from what: read again only when the stored text or the unsaved entries change.
let cache: { raw: string | null; unsaved: JournalEntry[]; entries: readonly JournalEntry[] } | null = null

function storedText(): string | null {
  try {
    return localStorage.getItem(storageKeys.journal)
  } catch {
    return null // storage blocked: only what is in memory
  }
}

interface Loaded {
  stored: StoredJournal | null
  /** What was under the key when it was not a journal. */
  damaged: string | null
}

function load(raw: string | null = storedText()): Loaded {
  if (raw === null) return { stored: null, damaged: null }
  try {
    const stored = asStoredJournal(JSON.parse(raw))
    return stored ? { stored, damaged: null } : { stored: null, damaged: raw }
  } catch {
    return { stored: null, damaged: raw }
  }
}

function keepDamagedCopy(raw: string) {
  try {
    if (localStorage.getItem(storageKeys.damagedJournal) === null) localStorage.setItem(storageKeys.damagedJournal, raw)
  } catch {
    // Nowhere to keep it: the journal below is written anyway, or nothing could be.
  }
}

/** Appends entries not stored yet (by id) to the journal as stored now; false if the browser refused. */
function append(entries: readonly JournalEntry[]): boolean {
  const { stored, damaged } = load()
  if (damaged !== null) keepDamagedCopy(damaged)
  const journal = stored ?? { version: JOURNAL_VERSION, entries: [] }
  const storedIds = new Set(readableEntries(journal.entries).map((entry) => entry.id))
  const fresh = [...unsaved, ...entries].filter(
    (entry, index, all) => !storedIds.has(entry.id) && all.findIndex((other) => other.id === entry.id) === index,
  )
  let kept = true
  if (fresh.length > 0) {
    try {
      localStorage.setItem(storageKeys.journal, JSON.stringify({ ...journal, entries: [...journal.entries, ...fresh] }))
      unsaved = []
    } catch {
      unsaved = fresh
      kept = false
    }
  }
  changed()
  return kept
}

function newId(at: Date): string {
  // getRandomValues, unlike randomUUID, also exists on a plain-http page (a phone on the LAN).
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0'))
  return `${at.getTime().toString(36)}-${random.join('')}`
}

/** Her entries, oldest first: the same array until the journal changes. */
export function journalEntries(): readonly JournalEntry[] {
  const raw = storedText()
  if (cache?.raw !== raw || cache.unsaved !== unsaved)
    cache = { raw, unsaved, entries: readableEntries([...(load(raw).stored?.entries ?? []), ...unsaved]) }
  return cache.entries
}

/** Calls `listener` whenever the journal changes, in this tab or another. */
export const subscribeJournal = subscribe

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
  for (const key of [storageKeys.journal, storageKeys.damagedJournal]) {
    try {
      localStorage.removeItem(key)
    } catch {
      // Blocked storage kept nothing.
    }
  }
  changed()
}
