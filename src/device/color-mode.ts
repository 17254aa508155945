import type { ColorMode } from '../data/color-mode'
import { storageKeys } from './storage-keys'

// index.html's inline script reads the same key, and the phone's preference, before the first
// paint (no flash of the other theme).
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

const DARK_QUERY = '(prefers-color-scheme: dark)'
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/** What the phone asks for; light when it says nothing (and while the build prerenders). */
export const readSystemMode = (): ColorMode => (canMatch() && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light')

/** Calls `listener` with the phone's mode whenever it changes (dark at dusk, say); returns how to stop. */
export function subscribeSystemMode(listener: (mode: ColorMode) => void): () => void {
  if (!canMatch()) return () => {}
  const query = window.matchMedia(DARK_QUERY)
  const changed = (event: MediaQueryListEvent) => listener(event.matches ? 'dark' : 'light')
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
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
