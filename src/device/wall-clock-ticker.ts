const TICK_MS = 1000
// An interval can fire a hair early: a little slack keeps a 1000 ms tick from reading as 0.999 s.
const SLACK_MS = 25

/**
 * Every second, the total seconds done (`fromSeconds` plus those since this call), measured on the
 * wall clock, so a throttled background tab or a phone that slept reports the real time. Coming
 * back to the tab catches up at once instead of at the next tick. The returned function stops it.
 */
export function startWallClockTicker(fromSeconds: number, onTick: (elapsedSeconds: number) => void): () => void {
  const startedAt = Date.now()
  const tick = () => {
    const seconds = Math.floor((Date.now() - startedAt + SLACK_MS) / TICK_MS)
    onTick(fromSeconds + Math.max(0, seconds))
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') tick()
  }
  const interval = setInterval(tick, TICK_MS)
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    clearInterval(interval)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
