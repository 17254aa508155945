import { useSyncExternalStore } from 'react'
import { readDayClock, subscribeDayClock, type DayClock } from '../../device/day-clock'

/**
 * Today (from 03:00) and the part of the day, updated when either matters: at 03:00 a card done yesterday is
 * fresh again, at 05:00, 12:00 and 18:00 the suggestion changes. Null while prerendering.
 */
export function useDayClock(): DayClock | null {
  return useSyncExternalStore(subscribeDayClock, readDayClock, () => null)
}
