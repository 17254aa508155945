import { useSyncExternalStore } from 'react'
import { readHelpCard, subscribeHelpCard, type StoredHelpCard } from '../../device/help-card'

/** Her 'Como me ajudar' card, here or in another tab; null while the build prerenders (no device there). */
export function useHelpCard(): StoredHelpCard | null {
  return useSyncExternalStore(subscribeHelpCard, readHelpCard, () => null)
}
