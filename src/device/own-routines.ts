import { OWN_ROUTINE_PREFIX, type OwnRoutine } from '../data/own-routine'
import { OWN_ROUTINES_VERSION, readableOwnRoutines } from './own-routines-format'
import { storageKeys } from './storage-keys'
import { storedId, versionedList } from './versioned-list'

/**
 * Her routines on the device (localStorage, `storageKeys.ownRoutines`), a versioned list like the
 * journal (src/device/versioned-list.ts): every write changes only her routine in the list as
 * stored now, a routine this version cannot read stays stored, a value that is not a list of
 * routines at all is kept aside (`storageKeys.damagedOwnRoutines`).
 */

const list = versionedList({
  key: storageKeys.ownRoutines,
  damagedKey: storageKeys.damagedOwnRoutines,
  field: 'routines',
  version: OWN_ROUTINES_VERSION,
  readable: readableOwnRoutines,
})

/** Her routines, in the order she made them: the same array until they change. */
export const ownRoutines = (): readonly OwnRoutine[] => list.items()

/** Calls `listener` whenever her routines change, in this tab or another. */
export const subscribeOwnRoutines = list.subscribe

/** A fresh id for a new routine. */
export function newOwnRoutineId(at: Date = new Date()): string {
  // getRandomValues, unlike randomUUID, also exists on a plain-http page (a phone on the LAN).
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0'))
  return `${OWN_ROUTINE_PREFIX}${at.getTime().toString(36)}-${random.join('')}`
}

/** Keeps a new routine (at the end) or her changes to one (in its place); false if the browser refused. */
export function keepOwnRoutine(routine: OwnRoutine): boolean {
  const value = { id: routine.id, title: routine.title, description: routine.description, activityIds: [...routine.activityIds] }
  return list.update((routines) =>
    routines.some((raw) => storedId(raw) === routine.id)
      ? routines.map((raw) => (storedId(raw) === routine.id ? value : raw))
      : [...routines, value],
  )
}

/** Deletes one of her routines; false if the browser refused. */
export function deleteOwnRoutine(id: string): boolean {
  return list.update((routines) => routines.filter((raw) => storedId(raw) !== id))
}

/** A restored file's routines join hers: one she has (by id) stays as she has it. */
export function mergeOwnRoutines(routines: readonly OwnRoutine[]): boolean {
  return list.update((stored) => {
    const here = new Set(stored.map(storedId))
    return [...stored, ...routines.filter((routine) => !here.has(routine.id))]
  })
}

/** 'Apagar meus dados': her routines and the copy of a damaged list. */
export const eraseOwnRoutines = (): void => list.erase()
