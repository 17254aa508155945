import { settingsDefaults, type Settings } from '../data/profile-defaults'
import { storageKeys } from './storage-keys'
import { storedKeyListeners } from './stored-key-listeners'
import { readStored, storedText, writeStored } from './stored-value'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A setting kept before it existed (or unreadable) is its default; the others stay as she chose. */
export function parseSettings(value: unknown): Settings | null {
  if (!isRecord(value)) return null
  const flag = (name: keyof Settings) => (typeof value[name] === 'boolean' ? value[name] : settingsDefaults[name])
  return {
    showStreak: flag('showStreak'),
    voiceGuide: flag('voiceGuide'),
    modoMadrugada: flag('modoMadrugada'),
    endSignal: flag('endSignal'),
    endSignalAtNight: flag('endSignalAtNight'),
  }
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
