import type { MoodAnswer, MoodEntry } from '../data/mood'
import { localIso } from '../progress/progress-day'
import { MOODS_VERSION, parseMood, readableMoods } from './moods-format'
import { storageKeys } from './storage-keys'
import { todayOnThisDevice } from './today-on-this-device'
import { versionedList } from './versioned-list'

/**
 * How she felt, one answer a day (localStorage, `storageKeys.moods`), part of her journal on the
 * device and kept like it: a versioned list (src/device/versioned-list.ts) whose answers this
 * version cannot read stay stored, and a value that is not such a list at all is kept aside
 * (`storageKeys.damagedMoods`) before a new one starts.
 */
const list = versionedList({
  key: storageKeys.moods,
  damagedKey: storageKeys.damagedMoods,
  field: 'moods',
  version: MOODS_VERSION,
  readable: readableMoods,
})

/** Her answers, one a day, oldest first: the same array until they change. */
export const moodEntries = (): readonly MoodEntry[] => list.items()

/** Calls `listener` whenever her moods change, in this tab or another. */
export const subscribeMoods = list.subscribe

/**
 * Keeps her answer as today's (her day starts at 03:00), in place of the one she gave earlier
 * today. False if the browser refused; nothing changed then.
 */
export function saveMood(answer: MoodAnswer, at: Date = new Date()): boolean {
  const entry: MoodEntry = { day: todayOnThisDevice(at), level: answer.level, words: answer.words, at: localIso(at, -at.getTimezoneOffset()) }
  return list.update((stored) => [...stored.filter((raw) => parseMood(raw)?.day !== entry.day), entry])
}

/**
 * Adds the answers of a restored file: a day she has none for here gains the file's; a day she
 * answered in both keeps the later answer. False if the browser refused.
 */
export function mergeMoods(entries: readonly MoodEntry[]): boolean {
  return list.update((stored) => {
    const here = new Map(readableMoods(stored).map((mood) => [mood.day, mood]))
    const newer = entries.filter((mood) => {
      const kept = here.get(mood.day)
      return !kept || Date.parse(mood.at) > Date.parse(kept.at)
    })
    if (newer.length === 0) return null
    const days = new Set(newer.map((mood) => mood.day))
    return [...stored.filter((raw) => !days.has(parseMood(raw)?.day ?? '')), ...newer]
  })
}

/** 'Apagar meus dados': her moods and the copy of a damaged list. */
export const eraseMoods = (): void => list.erase()
