import {
  emptySafetyPlan,
  PERSON_PREFIX,
  type SafetyPlan,
  type SafetyPlanContact,
  type SafetyPlanPerson,
  type SafetyPlanServiceId,
  type SafetyPlanTextId,
} from '../data/safety-plan'
import { asStoredList } from './versioned-list'

/**
 * Her safety plan on the device: `{ "version": 1, "parts": [...] }`, a versioned list
 * (src/device/versioned-list.ts) of parts, each written on its own as she types:
 *   { "id": "calming", "text": "…" }                          a part in her words
 *   { "id": "ubs" | "caps", "name": "…", "phone": "…" }        a service she fills in
 *   { "id": "pessoa-…", "name": "…", "phone": "…" }            someone she can call, in her order
 */
export const SAFETY_PLAN_VERSION = 1

export type SafetyPlanPart =
  | { id: SafetyPlanTextId; text: string }
  | ({ id: SafetyPlanServiceId } & SafetyPlanContact)
  | SafetyPlanPerson

const textIds = Object.keys(emptySafetyPlan.texts) as SafetyPlanTextId[]
const serviceIds = Object.keys(emptySafetyPlan.services) as SafetyPlanServiceId[]
const isTextId = (id: unknown): id is SafetyPlanTextId => textIds.some((known) => known === id)
const isServiceId = (id: unknown): id is SafetyPlanServiceId => serviceIds.some((known) => known === id)
const isPersonId = (id: unknown): id is string => typeof id === 'string' && id.startsWith(PERSON_PREFIX) && id.length <= 100

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
// Far above what the screen lets her type: a longer value was not written by the app.
const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max

function parseContact(value: Record<string, unknown>): SafetyPlanContact | null {
  const { name, phone } = value
  return isString(name, 200) && isString(phone, 40) ? { name, phone } : null
}

/** One part, if its id is one this version knows and its fields are sound; anything else gives null. */
export function parseSafetyPlanPart(value: unknown): SafetyPlanPart | null {
  if (!isRecord(value)) return null
  const { id, text } = value
  if (isTextId(id)) return isString(text, 10_000) ? { id, text } : null
  const contact = isServiceId(id) || isPersonId(id) ? parseContact(value) : null
  return contact && { id: id as string, ...contact }
}

/** The stored document, if it is one (any version); its parts are read one by one later. */
export const asStoredSafetyPlan = (value: unknown) => asStoredList(value, 'parts')

/** The parts that can be read, the first of each id; a damaged one is skipped (and stays stored). */
export function readableSafetyPlanParts(parts: readonly unknown[]): SafetyPlanPart[] {
  const byId = new Map<string, SafetyPlanPart>()
  for (const raw of parts) {
    const part = parseSafetyPlanPart(raw)
    if (part && !byId.has(part.id)) byId.set(part.id, part)
  }
  return [...byId.values()]
}

/** Her plan as the screen shows it: what she wrote, empty where she wrote nothing. */
export function safetyPlanOf(parts: readonly SafetyPlanPart[]): SafetyPlan {
  const texts = { ...emptySafetyPlan.texts }
  const services = { ...emptySafetyPlan.services }
  const people: SafetyPlanPerson[] = []
  for (const part of parts) {
    if ('text' in part) texts[part.id] = part.text
    else if (isServiceId(part.id)) services[part.id] = { name: part.name, phone: part.phone }
    else people.push(part)
  }
  return { texts, people, services }
}

const sameContact = (a: SafetyPlanContact, b: SafetyPlanContact) => a.name === b.name && a.phone === b.phone
const samePeople = (a: readonly SafetyPlanPerson[], b: readonly SafetyPlanPerson[]) =>
  a.length === b.length && a.every((person, index) => person.id === b[index]!.id && sameContact(person, b[index]!))

/**
 * `next`, with every part that did not change since `previous` the very object it was (the texts,
 * the people, each service), so a screen redraws only the step that changed.
 */
export function keepingUnchanged(previous: SafetyPlan | undefined, next: SafetyPlan): SafetyPlan {
  if (!previous) return next
  const texts = (Object.keys(next.texts) as SafetyPlanTextId[]).every((id) => next.texts[id] === previous.texts[id])
    ? previous.texts
    : next.texts
  const people = samePeople(previous.people, next.people) ? previous.people : next.people
  const ubs = sameContact(previous.services.ubs, next.services.ubs) ? previous.services.ubs : next.services.ubs
  const caps = sameContact(previous.services.caps, next.services.caps) ? previous.services.caps : next.services.caps
  const services = ubs === previous.services.ubs && caps === previous.services.caps ? previous.services : { ubs, caps }
  return { texts, people, services }
}

/** A part with nothing written in it: a restored file's copy may take its place. */
export const isBlankPart = (part: SafetyPlanPart): boolean =>
  'text' in part ? part.text.trim() === '' : part.name.trim() === '' && part.phone.trim() === ''
