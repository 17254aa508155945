import { useEffect } from 'react'
import { storageKeys } from '../../device/storage-keys'
import { storedText } from '../../device/stored-value'

/**
 * While her protected copy is on, its machine runs on every screen of the app, so a change made
 * anywhere is sent; loaded only then (most phones have it off), after the screen is up.
 */
export function useProtectedCopyWhenOn(): void {
  useEffect(() => {
    if (storedText(storageKeys.protectedCopy) === null) return
    void import('./copy-service').then(({ protectedCopy }) => protectedCopy())
  }, [])
}
