import { fromCallback } from 'xstate'
import type { TickerInput, TimerTick } from '../../machines/activity-card.machine'

const TICK_MS = 1000
// An interval can fire a hair early: a little slack keeps a 1000 ms tick from reading as 0.999 s.
const SLACK_MS = 25

/**
 * The activity card's ticker: every second it reports the total seconds done, measured on the
 * wall clock from when this run began, so a throttled background tab or a phone that slept
 * reports the real time. Coming back to the tab catches up at once instead of at the next tick.
 */
export const wallClockTicker = fromCallback<TimerTick, TickerInput>(({ input, sendBack }) => {
  const startedAt = Date.now()
  const tick = () => {
    const seconds = Math.floor((Date.now() - startedAt + SLACK_MS) / TICK_MS)
    sendBack({ type: 'timer.tick', elapsedSeconds: input.fromSeconds + Math.max(0, seconds) })
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
})
