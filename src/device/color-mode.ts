import type { ColorMode } from '../data/color-mode'
import { themeStorageKey } from './storage-keys'
import { storedText } from './stored-value'

// The page's first script (src/start/before-first-paint.ts) paints with these same functions before
// the first frame (no flash of the other theme): what they import stays small and does nothing on load.

const themeColors: Record<ColorMode, string> = { light: '#FBF8F5', dark: '#171310' }

/** Her choice, or null (nothing kept, or storage blocked: the default applies). */
export function readStoredMode(): ColorMode | null {
  const value = storedText(themeStorageKey)
  return value === 'light' || value === 'dark' ? value : null
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
    localStorage.setItem(themeStorageKey, mode)
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
