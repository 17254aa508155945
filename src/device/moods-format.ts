import { moodLevels, moodWords, type MoodEntry, type MoodLevel, type MoodWord } from '../data/mood'
import { wallClock } from '../progress/progress-day'
import { asStoredList, isRecord } from './versioned-list'

/** Her moods' format on the device: `{ "version": 1, "moods": [...] }` (src/device/versioned-list.ts). */
export const MOODS_VERSION = 1

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isLevel = (value: unknown): value is MoodLevel => moodLevels.some((level) => level === value)
const isWord = (value: unknown): value is MoodWord => moodWords.some((word) => word === value)

/** One day's answer, if every field is there and sound; anything else gives null. */
export function parseMood(value: unknown): MoodEntry | null {
  if (!isRecord(value)) return null
  const { day, level, words, at } = value
  if (typeof day !== 'string' || !DAY.test(day) || wallClock(`${day}T12:00:00Z`) === null) return null
  if (!isLevel(level) || typeof at !== 'string' || wallClock(at) === null) return null
  if (!Array.isArray(words) || !words.every(isWord)) return null
  // In the order they are offered, each once.
  return { day, level, words: moodWords.filter((word) => words.includes(word)), at }
}

/** The stored document, if it is one (any version); its answers are read one by one later. */
export const asStoredMoods = (value: unknown) => asStoredList(value, 'moods')

/**
 * The answers that can be read, one a day (the last she gave that day), oldest day first. A damaged
 * one is skipped (and stays stored); the rest survive.
 */
export function readableMoods(stored: readonly unknown[]): MoodEntry[] {
  const byDay = new Map<string, MoodEntry>()
  for (const raw of stored) {
    const mood = parseMood(raw)
    const kept = mood && byDay.get(mood.day)
    if (mood && (!kept || Date.parse(mood.at) >= Date.parse(kept.at))) byDay.set(mood.day, mood)
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day))
}
