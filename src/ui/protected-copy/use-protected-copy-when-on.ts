import { useEffect } from 'react'
import { storageKeys } from '../../device/storage-keys'
import { storedText } from '../../device/stored-value'

/**
 * While her protected copy is on, its machine runs on every screen, so a change made anywhere is
 * sent; loaded only then (most phones have it off), once the page is idle (offline-support.tsx).
 */
export function useProtectedCopyWhenOn(): void {
  useEffect(() => {
    if (storedText(storageKeys.protectedCopy) === null) return
    void import('./copy-service').then(({ protectedCopy }) => protectedCopy())
  }, [])
}
