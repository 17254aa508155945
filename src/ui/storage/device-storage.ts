/**
 * What the app keeps on the device, read defensively: a missing, old or corrupted value (or
 * storage the browser blocks) gives `null` and the caller falls back to its defaults, so a bad
 * value can never blank a screen.
 */
export function readStored<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return null
    return parse(JSON.parse(raw))
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
