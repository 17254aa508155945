import { useSyncExternalStore } from 'react'
import { settingsDefaults, type Settings } from '../../data/profile-defaults'
import { readSettings, subscribeSettings } from '../../device/settings'

/** Her settings, current on every screen that shows them (the defaults while the build prerenders). */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, readSettings, () => settingsDefaults)
}
