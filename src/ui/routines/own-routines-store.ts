import { OWN_ROUTINE_PREFIX, type OwnRoutine } from '../../data/own-routine'
import { storageKeys } from '../storage/storage-keys'
import { storedKeyListeners } from '../storage/stored-key-listeners'
import {
  asStoredOwnRoutines,
  OWN_ROUTINES_VERSION,
  readableOwnRoutines,
  storedId,
  type StoredOwnRoutines,
} from './own-routines-format'

/**
 * Her routines on the device (localStorage, `momento-mae-routines`), kept as the journal is:
 * every write reads the stored value again and changes only her routine in it, so two tabs never
 * undo each other; a routine this version cannot read stays stored as it is; a value that is not
 * a list of routines at all is kept aside (`momento-mae-routines-damaged`) before a new list
 * starts, so good data is never erased by a write.
 */

const { subscribe, changed } = storedKeyListeners(storageKeys.ownRoutines)
let cache: { raw: string | null; routines: readonly OwnRoutine[] } | null = null

function storedText(): string | null {
  try {
    return localStorage.getItem(storageKeys.ownRoutines)
  } catch {
    return null // storage blocked: none kept
  }
}

function load(raw: string | null): { stored: StoredOwnRoutines | null; damaged: string | null } {
  if (raw === null) return { stored: null, damaged: null }
  try {
    const stored = asStoredOwnRoutines(JSON.parse(raw))
    return stored ? { stored, damaged: null } : { stored: null, damaged: raw }
  } catch {
    return { stored: null, damaged: raw }
  }
}

/** Writes the stored routines as `change` leaves them; false if the browser refused (nothing changed then). */
function update(change: (routines: unknown[]) => unknown[]): boolean {
  const { stored, damaged } = load(storedText())
  try {
    if (damaged !== null && localStorage.getItem(storageKeys.damagedOwnRoutines) === null)
      localStorage.setItem(storageKeys.damagedOwnRoutines, damaged)
    const list = stored ?? { version: OWN_ROUTINES_VERSION, routines: [] }
    localStorage.setItem(storageKeys.ownRoutines, JSON.stringify({ ...list, routines: change(list.routines) }))
    return true
  } catch {
    return false
  } finally {
    changed()
  }
}

/** Her routines, in the order she made them: the same array until they change. */
export function ownRoutines(): readonly OwnRoutine[] {
  const raw = storedText()
  if (cache?.raw !== raw) cache = { raw, routines: readableOwnRoutines(load(raw).stored?.routines ?? []) }
  return cache.routines
}

export function ownRoutine(id: string): OwnRoutine | undefined {
  return ownRoutines().find((routine) => routine.id === id)
}

/** Calls `listener` whenever her routines change, in this tab or another. */
export const subscribeOwnRoutines = subscribe

/** A fresh id for a new routine. */
export function newOwnRoutineId(at: Date = new Date()): string {
  // getRandomValues, unlike randomUUID, also exists on a plain-http page (a phone on the LAN).
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0'))
  return `${OWN_ROUTINE_PREFIX}${at.getTime().toString(36)}-${random.join('')}`
}

/** Keeps a new routine (at the end) or her changes to one (in its place); false if the browser refused. */
export function keepOwnRoutine(routine: OwnRoutine): boolean {
  const value = { id: routine.id, title: routine.title, description: routine.description, activityIds: [...routine.activityIds] }
  return update((routines) =>
    routines.some((raw) => storedId(raw) === routine.id)
      ? routines.map((raw) => (storedId(raw) === routine.id ? value : raw))
      : [...routines, value],
  )
}

/** Deletes one of her routines; false if the browser refused. */
export function deleteOwnRoutine(id: string): boolean {
  return update((routines) => routines.filter((raw) => storedId(raw) !== id))
}

/** A restored file's routines join hers: one she has (by id) stays as she has it. */
export function mergeOwnRoutines(routines: readonly OwnRoutine[]): boolean {
  return update((stored) => {
    const here = new Set(stored.map(storedId))
    return [...stored, ...routines.filter((routine) => !here.has(routine.id))]
  })
}
