import { parseRecoveryCode } from '../contract/recovery-code'
import type { KeptCopy } from '../contract/copies-api'
import { readStored, removeStored, writeStored } from './stored-value'
import { storageKeys } from './storage-keys'

/** Her protected copy as this phone keeps it while it is on; null when it is off. */
export function readKeptCopy(): KeptCopy | null {
  return readStored(storageKeys.protectedCopy, (value) => {
    if (typeof value !== 'object' || value === null) return null
    const { code, version, dirty } = value as Record<string, unknown>
    if (typeof code !== 'string' || parseRecoveryCode(code) !== code) return null
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return null
    return { code, version, dirty: dirty === true }
  })
}

export function keepCopy(kept: KeptCopy): void {
  writeStored(storageKeys.protectedCopy, kept)
}

export function forgetCopy(): void {
  removeStored(storageKeys.protectedCopy)
}
