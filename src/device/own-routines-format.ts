import { libraryEntry, OWN_ROUTINE_PREFIX, ownRoutineLimits, type OwnRoutine } from '../data/own-routine'
import { asStoredList, isRecord, isText } from './versioned-list'

/** Her routines on the device: `{ "version": 1, "routines": [...] }` (src/device/versioned-list.ts). */
export const OWN_ROUTINES_VERSION = 1


/** One routine, if every field is there and sound; anything else gives null. */
export function parseOwnRoutine(value: unknown): OwnRoutine | null {
  if (!isRecord(value)) return null
  const { id, title, description, activityIds } = value
  if (!isText(id, 100) || !id.startsWith(OWN_ROUTINE_PREFIX) || !isText(title, ownRoutineLimits.title)) return null
  if (typeof description !== 'string' || description.length > ownRoutineLimits.description) return null
  if (!Array.isArray(activityIds) || activityIds.length === 0 || activityIds.length > ownRoutineLimits.activities)
    return null
  if (!activityIds.every((activityId) => isText(activityId, 200))) return null
  return { id, title, description, activityIds: [...activityIds] }
}

/** The stored document, if it is one (any version); its routines are read one by one later. */
export const asStoredOwnRoutines = (value: unknown) => asStoredList(value, 'routines')

/**
 * The routines she can see, each once, in the order she made them. A damaged one is skipped (and
 * stays stored), and so is one none of whose activities the library still has: a routine of
 * nothing cannot be done.
 */
export function readableOwnRoutines(routines: readonly unknown[]): OwnRoutine[] {
  const byId = new Map<string, OwnRoutine>()
  for (const raw of routines) {
    const routine = parseOwnRoutine(raw)
    if (routine && !byId.has(routine.id) && routine.activityIds.some((id) => libraryEntry(id)))
      byId.set(routine.id, routine)
  }
  return [...byId.values()]
}
