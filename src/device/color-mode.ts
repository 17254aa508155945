import type { ColorMode } from '../data/color-mode'
import { storageKeys } from './storage-keys'

// index.html's inline script reads the same key before the first paint (no flash of light).
const THEME_STORAGE_KEY = storageKeys.theme

const themeColors: Record<ColorMode, string> = { light: '#FBF8F5', dark: '#171310' }

export function readStoredMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return value === 'light' || value === 'dark' ? value : null
  } catch {
    return null // storage blocked (private mode, policy): the default applies
  }
}

export function storeMode(mode: ColorMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode)
  } catch {
    // Not kept on this device; the page still shows the chosen mode.
  }
}

/** Chakra's `_dark`/`_light` conditions follow the class on <html>. */
export function paintMode(mode: ColorMode): void {
  const root = document.documentElement
  root.classList.toggle('dark', mode === 'dark')
  root.classList.toggle('light', mode === 'light')
  root.style.colorScheme = mode
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[mode])
}
