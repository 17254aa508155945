import { storedKeyListeners } from './stored-key-listeners'

/**
 * A list kept on the device as one versioned document, `{ "version": 1, "<field>": [...] }`: her
 * journal (`entries`) and her routines (`routines`). What makes it safe to keep:
 * - every write reads the stored document again and changes only what it means to, so two tabs
 *   never undo each other (the other tab hears of it through the `storage` event);
 * - an item this version cannot read stays stored as it is, and so do fields it does not know;
 * - a value under the key that is not such a document at all is kept aside under `damagedKey`
 *   before a new list starts there, and a copy kept aside is never written over; if the browser
 *   refuses to keep it aside, nothing is written: good data is never erased by a write.
 */

// What reading a stored item checks first: an object, and text that is there and not too long.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max

/** The stored document: its version, its items as stored, and whatever else it held. */
export type StoredList<Field extends string> = Record<string, unknown> & { version: number } & Record<Field, unknown[]>

/** The id a stored item claims, readable or not: what replacing or deleting it goes by. */
export const storedId = (raw: unknown): unknown => (isRecord(raw) ? raw.id : undefined)

/** The stored document, if it is one (any version); its items are read one by one later. */
export function asStoredList<Field extends string>(value: unknown, field: Field): StoredList<Field> | null {
  if (!isRecord(value) || !Array.isArray(value[field])) return null
  const { version } = value
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null
  return { ...value, version, [field]: value[field] } as StoredList<Field>
}

interface VersionedListOptions<T, Field extends string> {
  key: string
  /** Where a value that is not such a list is kept aside. */
  damagedKey: string
  field: Field
  /** The version a new document starts with. */
  version: number
  /** The items that can be read, each once, in order; the rest are skipped (and stay stored). */
  readable: (stored: readonly unknown[]) => T[]
}

export function versionedList<T, Field extends string>({ key, damagedKey, field, version, readable }: VersionedListOptions<T, Field>) {
  const { subscribe, changed } = storedKeyListeners(key)
  // What was read last, and from what: read again only when the stored text changes.
  let cache: { raw: string | null; items: readonly T[] } | null = null

  // Its own reads and writes, not stored-value.ts's: a screen that shows only these lists loads no more.
  function storedText(): string | null {
    try {
      return localStorage.getItem(key)
    } catch {
      return null // storage blocked: none kept
    }
  }

  function load(raw: string | null): { stored: StoredList<Field> | null; damaged: string | null } {
    if (raw === null) return { stored: null, damaged: null }
    try {
      const stored = asStoredList(JSON.parse(raw), field)
      return stored ? { stored, damaged: null } : { stored: null, damaged: raw }
    } catch {
      return { stored: null, damaged: raw }
    }
  }

  return {
    /** Calls `listener` whenever the list changes, in this tab or another. */
    subscribe,

    /** The items that can be read: the same array until the stored text changes. */
    items(): readonly T[] {
      const raw = storedText()
      if (cache?.raw !== raw) cache = { raw, items: readable(load(raw).stored?.[field] ?? []) }
      return cache.items
    },

    /**
     * Whether what was stored could not be read: still under the key, or kept aside by a write
     * since (the screens say so, rather than show her an empty list as if it were hers).
     */
    isDamaged(): boolean {
      try {
        return load(storedText()).damaged !== null || localStorage.getItem(damagedKey) !== null
      } catch {
        return false // storage blocked: nothing kept, nothing damaged
      }
    },

    /**
     * Writes the stored items as `change` leaves them (`null`: nothing to write). False if the
     * browser refused; nothing changed then. Listeners are told either way.
     */
    update(change: (stored: unknown[]) => unknown[] | null): boolean {
      const { stored, damaged } = load(storedText())
      try {
        if (damaged !== null && localStorage.getItem(damagedKey) === null) localStorage.setItem(damagedKey, damaged)
        const document = stored ?? { version, [field]: [] }
        const items = change(document[field] as unknown[])
        if (items !== null) localStorage.setItem(key, JSON.stringify({ ...document, [field]: items }))
        return true
      } catch {
        return false
      } finally {
        changed()
      }
    },

    /** 'Apagar meus dados': the list and the copy of a damaged one. */
    erase(): void {
      for (const stored of [key, damagedKey]) {
        try {
          localStorage.removeItem(stored)
        } catch {
          // Blocked storage kept nothing.
        }
      }
      changed()
    },
  }
}
