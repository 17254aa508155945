import { settingsDefaults, type Settings } from '../data/profile-defaults'
import { storageKeys } from './storage-keys'
import { storedKeyListeners } from './stored-key-listeners'
import { readStored, storedText, writeStored } from './stored-value'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Settings kept before 'Mostrar sequência' existed have no showStreak: it is on, its default. */
export function parseSettings(value: unknown): Settings | null {
  if (!isRecord(value)) return null
  return { showStreak: typeof value.showStreak === 'boolean' ? value.showStreak : settingsDefaults.showStreak }
}

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
