import { activityTypes, type ActivityType } from '../data/activity-types'
import { journalSources, type JournalEntry, type JournalSource } from '../data/journal'
import { wallClock } from '../progress/progress-day'
import { asStoredList, isRecord, isText } from './versioned-list'

/** The journal's format on the device: `{ "version": 1, "entries": [...] }` (src/device/versioned-list.ts). */
export const JOURNAL_VERSION = 1

const isType = (value: unknown): value is ActivityType => activityTypes.some((type) => type === value)
const isSource = (value: unknown): value is JournalSource => journalSources.some((source) => source === value)
const MAX_MINUTES = 24 * 60

/** One entry, if every field is there and sound; anything else gives null. */
export function parseJournalEntry(value: unknown): JournalEntry | null {
  if (!isRecord(value)) return null
  const { id, activityId, title, type, minutes, endedAt, startedFrom, routineId } = value
  if (!isText(id, 100) || !isText(activityId, 200) || !isText(title, 300) || !isType(type) || !isSource(startedFrom))
    return null
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_MINUTES) return null
  if (typeof endedAt !== 'string' || !wallClock(endedAt)) return null
  if (routineId !== undefined && !isText(routineId, 200)) return null
  return {
    id,
    activityId,
    title,
    type,
    minutes,
    endedAt,
    startedFrom,
    ...(routineId !== undefined && { routineId }),
  }
}

/** The stored document, if it is one (any version); its entries are read one by one later. */
export const asStoredJournal = (value: unknown) => asStoredList(value, 'entries')

/**
 * The entries that can be read, each once, in the order she did them. A damaged entry is skipped
 * (and stays stored); the rest survive.
 */
export function readableEntries(entries: readonly unknown[]): JournalEntry[] {
  const byId = new Map<string, JournalEntry>()
  for (const raw of entries) {
    const entry = parseJournalEntry(raw)
    if (entry && !byId.has(entry.id)) byId.set(entry.id, entry)
  }
  return [...byId.values()].sort((a, b) => Date.parse(a.endedAt) - Date.parse(b.endedAt))
}
