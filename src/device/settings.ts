import { settingsDefaults, type Settings } from '../data/profile-defaults'
import { parseSettings } from './settings-format'
import { storageKeys } from './storage-keys'
import { storedKeyListeners } from './stored-key-listeners'
import { readStored, storedText, writeStored } from './stored-value'

const { subscribe, changed } = storedKeyListeners(storageKeys.settings)
let last: { raw: string | null; settings: Settings } | undefined

/**
 * Her settings (the defaults when nothing usable is kept): the same object while the stored text
 * is the same, whoever wrote it, as React's external stores need.
 */
export function readSettings(): Settings {
  const raw = storedText(storageKeys.settings)
  if (last?.raw !== raw) last = { raw, settings: readStored(storageKeys.settings, parseSettings) ?? settingsDefaults }
  return last.settings
}

/** Calls `listener` whenever her settings change, in this tab or another. */
export const subscribeSettings = subscribe

export function changeSettings(change: Partial<Settings>): void {
  writeStored(storageKeys.settings, { ...readSettings(), ...change })
  changed()
}
