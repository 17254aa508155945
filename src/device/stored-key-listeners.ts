type Listener = () => void

/**
 * Who is told when one stored key changes: by this tab (the store calls `changed` after it writes)
 * or by another (the browser's storage event). The storage event is listened to only while
 * someone listens.
 */
export function storedKeyListeners(key: string) {
  const listeners = new Set<Listener>()
  const changed = () => listeners.forEach((listener) => listener())
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === key || event.key === null) changed()
  }
  const subscribe = (listener: Listener): (() => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  }
  return { subscribe, changed }
}
