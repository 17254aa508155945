import {
  PERSON_PREFIX,
  type SafetyPlan,
  type SafetyPlanContact,
  type SafetyPlanPerson,
  type SafetyPlanServiceId,
  type SafetyPlanTextId,
} from '../data/safety-plan'
import {
  isBlankPart,
  keepingUnchanged,
  readableSafetyPlanParts,
  SAFETY_PLAN_VERSION,
  safetyPlanOf,
  type SafetyPlanPart,
} from './safety-plan-format'
import { storageKeys } from './storage-keys'
import { storedId, versionedList } from './versioned-list'

/**
 * Her safety plan on the device only (localStorage, `storageKeys.safetyPlan`), a versioned list of
 * parts (src/device/safety-plan-format.ts): each keystroke writes its own part into the plan as
 * stored now, so two tabs never undo each other; a part this version cannot read stays stored; a
 * plan that cannot be read at all is kept aside (`storageKeys.damagedSafetyPlan`) before a new one
 * starts. A change the browser refuses to keep (quota, private mode) stays in memory, shown, and is
 * written with the next one; `safetyPlanKept()` says whether anything is waiting.
 */

const list = versionedList({
  key: storageKeys.safetyPlan,
  damagedKey: storageKeys.damagedSafetyPlan,
  field: 'parts',
  version: SAFETY_PLAN_VERSION,
  readable: readableSafetyPlanParts,
})

type Change = (parts: unknown[]) => unknown[]
let unsaved: readonly Change[] = []
let cache: { stored: readonly SafetyPlanPart[]; unsaved: readonly Change[]; plan: SafetyPlan } | null = null

/**
 * Writes `change` (after any the browser refused before) into the plan as stored now. It waits in
 * memory from the start, so whoever the write tells sees it, kept or not (every change gives the
 * same plan applied twice); kept, nothing waits any more. Refused, it keeps waiting with the others,
 * unless it is a restore, which then changes nothing at all.
 */
function write(change: Change, { orForget = false } = {}): boolean {
  const before = unsaved
  unsaved = [...before, change]
  const kept = list.update((parts) => unsaved.reduce((changed, next) => next(changed), parts))
  if (kept) unsaved = []
  else if (orForget) unsaved = before
  return kept
}

/** Puts `part` in place of the stored one with its id, or after the others. */
const keepPart =
  (part: SafetyPlanPart): Change =>
  (parts) =>
    parts.some((raw) => storedId(raw) === part.id) ? parts.map((raw) => (storedId(raw) === part.id ? part : raw)) : [...parts, part]

/** Her plan (empty where she wrote nothing): the same object until it changes, and its unchanged parts too. */
export function readSafetyPlan(): SafetyPlan {
  const stored = list.items()
  if (cache?.stored !== stored || cache.unsaved !== unsaved) {
    const parts = unsaved.length === 0 ? stored : readableSafetyPlanParts(unsaved.reduce<unknown[]>((changed, next) => next(changed), [...stored]))
    cache = { stored, unsaved, plan: keepingUnchanged(cache?.plan, safetyPlanOf(parts)) }
  }
  return cache.plan
}

/** False while something she wrote is only in memory: the browser refused to keep it. */
export const safetyPlanKept = (): boolean => unsaved.length === 0

/** Calls `listener` whenever her plan changes, in this tab or another. */
export const subscribeSafetyPlan = list.subscribe

/** One of the parts in her words, as she writes it; false if the browser refused (it stays in memory). */
export const keepSafetyPlanText = (id: SafetyPlanTextId, text: string): boolean => write(keepPart({ id, text }))

/** Her UBS or her CAPS, as she fills it in; false if the browser refused. */
export const keepSafetyPlanService = (id: SafetyPlanServiceId, { name, phone }: SafetyPlanContact): boolean =>
  write(keepPart({ id, name, phone }))

/** Someone she can call, in place (a new one goes last); false if the browser refused. */
export const keepSafetyPlanPerson = ({ id, name, phone }: SafetyPlanPerson): boolean => write(keepPart({ id, name, phone }))

/** Takes someone off her list; false if the browser refused. */
export const removeSafetyPlanPerson = (id: string): boolean => write((parts) => parts.filter((raw) => storedId(raw) !== id))

/** An id for someone she adds. */
export function newSafetyPlanPersonId(at: Date = new Date()): string {
  // getRandomValues, unlike randomUUID, also exists on a plain-http page (a phone on the LAN).
  const random = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0'))
  return `${PERSON_PREFIX}${at.getTime().toString(36)}-${random.join('')}`
}

/**
 * A restored file's plan joins hers: a part she has written here stays as it is here; a part she
 * left blank, or does not have, becomes the file's; people she has (by id) stay, the file's others
 * come after them.
 */
export function mergeSafetyPlan(parts: readonly SafetyPlanPart[]): boolean {
  return write((stored) => {
    const here = new Map(readableSafetyPlanParts(stored).map((part) => [part.id, part]))
    return parts.reduce((merged, part) => {
      const mine = here.get(part.id)
      return mine && !isBlankPart(mine) ? merged : keepPart(part)(merged)
    }, stored)
  }, { orForget: true })
}

/** 'Apagar meus dados': the plan, the copy of a damaged one and what was only in memory. */
export function eraseSafetyPlan(): void {
  unsaved = []
  list.erase()
}
