import { settingsDefaults, type Settings } from '../data/profile-defaults'
import { settingsStorageKey } from './storage-keys'
import { readStored } from './stored-value'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A setting as kept: its default when it was kept before it existed, or cannot be read. */
const setting = (kept: Record<string, unknown>, name: keyof Settings): boolean => {
  const value = kept[name]
  return typeof value === 'boolean' ? value : settingsDefaults[name]
}

/** Her settings as kept; null for what is no list of settings. */
export function parseSettings(value: unknown): Settings | null {
  if (!isRecord(value)) return null
  return {
    showStreak: setting(value, 'showStreak'),
    voiceGuide: setting(value, 'voiceGuide'),
    modoMadrugada: setting(value, 'modoMadrugada'),
    endSignal: setting(value, 'endSignal'),
    endSignalAtNight: setting(value, 'endSignalAtNight'),
  }
}

/**
 * One of her settings as stored now (its default when nothing usable is kept), read once with
 * nothing listening: as the page's first script reads 'Modo madrugada', before the app.
 */
export function storedSetting(name: keyof Settings): boolean {
  const kept = readStored(settingsStorageKey, (value) => (isRecord(value) ? value : null))
  return kept ? setting(kept, name) : settingsDefaults[name]
}
