import { storageKeys } from './storage-keys'
import { storedText } from './stored-value'

/**
 * Whether anything of hers is kept under way on this device (run-in-progress.ts), without reading
 * it: what a screen asks before the code that reads runs has loaded.
 */
export const anyRunKept = (): boolean => storedText(storageKeys.run) !== null
