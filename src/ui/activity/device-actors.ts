import { fromCallback } from 'xstate'
import { holdScreenAwake } from '../../device/screen-wake-lock'
import { startWallClockTicker } from '../../device/wall-clock-ticker'
import type { TickerInput, TimerTick } from '../../machines/activity-card.machine'

/** The activity card's ticker, on the device's wall clock (src/device/wall-clock-ticker.ts). */
export const wallClockTicker = fromCallback<TimerTick, TickerInput>(({ input, sendBack }) =>
  startWallClockTicker(input.fromSeconds, (elapsedSeconds) => sendBack({ type: 'timer.tick', elapsedSeconds })),
)

/** The screen kept on while the actor lives (src/device/screen-wake-lock.ts). */
export const screenWakeLock = fromCallback(() => holdScreenAwake())
