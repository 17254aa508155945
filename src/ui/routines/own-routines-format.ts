import { libraryEntry, OWN_ROUTINE_PREFIX, ownRoutineLimits, type OwnRoutine } from '../../data/own-routine'

/** Her routines on the device: `{ "version": 1, "routines": [...] }`. */
export const OWN_ROUTINES_VERSION = 1

export interface StoredOwnRoutines {
  version: number
  /** As stored: a routine this version cannot read is kept as it is, never dropped. */
  routines: unknown[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max

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
export function asStoredOwnRoutines(value: unknown): StoredOwnRoutines | null {
  if (!isRecord(value) || !Array.isArray(value.routines)) return null
  const { version } = value
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null
  return { ...value, version, routines: value.routines }
}

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

/** The id a stored item claims, readable or not: what replacing or deleting it goes by. */
export const storedId = (raw: unknown): unknown => (isRecord(raw) ? raw.id : undefined)
