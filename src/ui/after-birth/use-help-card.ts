import { useSyncExternalStore } from 'react'
import { readHelpCard, type StoredHelpCard } from '../../device/help-card'

// Only this screen writes the card, and it draws again as she types: nothing to listen to.
// (Listening to another tab would split the stores' listener into a chunk of the dashboard's first load.)
const noChanges = () => () => {}

/** Her 'Como me ajudar' card as stored now; null while the build prerenders (no device there). */
export function useHelpCard(): StoredHelpCard | null {
  return useSyncExternalStore(noChanges, readHelpCard, () => null)
}
