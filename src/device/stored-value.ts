/**
 * What the app keeps on the device, read defensively: a missing, old or corrupted value (or
 * storage the browser blocks) gives `null` and the caller falls back to its defaults, so a bad
 * value can never blank a screen.
 */
export function readStored<T>(key: string, parse: (value: unknown) => T | null): T | null {
  const raw = storedText(key)
  if (raw === null) return null
  try {
    return parse(JSON.parse(raw))
  } catch {
    return null
  }
}

/** The text kept under `key` as it is stored; null when nothing is, or the browser blocks storage. */
export function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Keeps a value; returns false when the browser refuses (private mode, quota), never throws. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing kept, nothing to remove.
  }
}
