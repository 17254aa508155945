import { useSyncExternalStore } from 'react'
import type { OwnRoutine } from '../../data/own-routine'
import { ownRoutines, subscribeOwnRoutines } from '../../device/own-routines'

const none: readonly OwnRoutine[] = []

/** Her routines, kept current when she changes them here or in another tab; none while the build prerenders. */
export function useOwnRoutines(): readonly OwnRoutine[] {
  return useSyncExternalStore(subscribeOwnRoutines, ownRoutines, () => none)
}
