import { fromCallback } from 'xstate'
import { holdScreenAwake } from '../../device/screen-wake-lock'
import { startWallClockTicker } from '../../device/wall-clock-ticker'
import type { TickerInput, TimerTick } from '../../machines/activity-run'

/** The activity card's ticker, on the device's wall clock (src/device/wall-clock-ticker.ts). */
export const wallClockTicker = fromCallback<TimerTick, TickerInput>(({ input, sendBack }) =>
  startWallClockTicker(input.fromSeconds, (elapsedSeconds) => sendBack({ type: 'timer.tick', elapsedSeconds })),
)

/** The screen kept on while the actor lives (src/device/screen-wake-lock.ts). */
export const screenWakeLock = fromCallback(() => holdScreenAwake())

/**
 * The machines' `signalEnd`: the device's soft sound and short vibration (src/device/end-signal.ts),
 * loaded when an end first comes, so no screen's first load carries it.
 */
export const signalEndAction = () =>
  void import('../../device/end-signal').then(
    ({ signalEnd }) => signalEnd(),
    () => {}, // offline before it was ever loaded: the screen still says it
  )
