import { useSyncExternalStore } from 'react'
import { settingsDefaults, type Settings } from '../../data/profile-defaults'
import { storageKeys } from '../storage/storage-keys'
import { storedKeyListeners } from '../storage/stored-key-listeners'
import { keepSettings, readSettings } from './profile-storage'

const { subscribe, changed } = storedKeyListeners(storageKeys.settings)
let last: { raw: string | null; settings: Settings } | undefined

const storedText = () => {
  try {
    return localStorage.getItem(storageKeys.settings)
  } catch {
    return null
  }
}

/** The same object while the stored text is the same (useSyncExternalStore needs it), whoever wrote it. */
function snapshot(): Settings {
  const raw = storedText()
  if (last?.raw !== raw) last = { raw, settings: readSettings() }
  return last.settings
}

/** Her settings, current on every screen that shows them (the defaults while the build prerenders). */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, snapshot, () => settingsDefaults)
}

export function changeSettings(change: Partial<Settings>): void {
  keepSettings({ ...snapshot(), ...change })
  changed()
}
