import { storageKeys } from './storage-keys'
import { storedKeyListeners } from './stored-key-listeners'
import { storedText } from './stored-value'

/**
 * Whether a run in progress is kept, and who is told when that changes: all a screen needs to know
 * before it loads what takes a run up again (src/device/run-in-progress.ts).
 */
export const { subscribe: subscribeRuns, changed: runsChanged } = storedKeyListeners(storageKeys.run)

/** A run is kept (the key is removed when the last one ends). */
export const isRunKept = (): boolean => storedText(storageKeys.run) !== null

/**
 * When this page started (loaded with the app's first screen): a run another tab keeps after that
 * is that tab's to run, not one to take up here.
 */
export const pageStartedAt = Date.now()
