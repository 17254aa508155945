import { useSyncExternalStore } from 'react'
import type { MoodEntry } from '../../data/mood'
import { moodEntries, subscribeMoods } from '../../device/moods'

/** Her moods, one a day, kept current when she answers here or in another tab; null while prerendering. */
export function useMoods(): readonly MoodEntry[] | null {
  return useSyncExternalStore(subscribeMoods, moodEntries, () => null)
}
