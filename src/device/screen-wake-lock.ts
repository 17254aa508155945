/**
 * Keeps the screen on while an activity runs, where the browser allows (docs/product.md, Timers),
 * until the returned function lets it go. The browser drops the lock when the tab is hidden, so it
 * is asked for again on return. A refusal (battery saver, no support) changes nothing: the timer
 * runs on the wall clock anyway.
 */
export function holdScreenAwake(): () => void {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return () => {}
  let sentinel: WakeLockSentinel | undefined
  let held = true
  const request = async () => {
    try {
      const lock = await navigator.wakeLock.request('screen')
      if (held) sentinel = lock
      else await lock.release()
    } catch {
      // Refused: nothing to do.
    }
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void request()
  }
  void request()
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    held = false
    document.removeEventListener('visibilitychange', onVisibilityChange)
    sentinel?.release().catch(() => {})
  }
}
