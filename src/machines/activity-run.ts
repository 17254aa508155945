/**
 * What an activity's run shares, whoever leads it: the clock (activity-card.machine.ts: exercise,
 * meditation) or her taps (recipe.machine.ts). Both count its seconds with the same ticker, are
 * kept on her device the same way (src/device/run-in-progress.ts) and signal an end alike.
 */

export type TimerTick = { type: 'timer.tick'; elapsedSeconds: number }

export interface TickerInput {
  /** Seconds already done when this run (a start or a resume) begins. */
  fromSeconds: number
}

/** A run kept on her device, taken up again where she was (src/device/run-in-progress.ts). */
export interface RunResume {
  /** Seconds done by now, counted on the wall clock while she was away if it was running. */
  elapsedSeconds: number
  /**
   * It was running on another screen of this page: it runs on. Otherwise (a reload, a tab the
   * phone discarded) it waits for her: 'Continuar de onde parei'.
   */
  runsOn: boolean
}

/** What is kept of the run as it changes: the seconds done, and whether they go on counting. */
export interface RunProgress {
  elapsedSeconds: number
  running: boolean
}

/** Where she is in a recipe (recipe.machine.ts): its step, and when (in the run's seconds) she started that step's timer. */
export interface RecipePlace {
  index: number
  /** `null` until she starts the step's own timer. */
  waitFrom: number | null
}

/** What is kept of either kind of activity as it changes: its timer, and a recipe's step. */
export type ActivityProgress = RunProgress & { step?: RecipePlace }

/** What just ended, for the soft sound and the short vibration (`signalEnd`). */
export interface EndSignal {
  ended: 'activity' | 'stepWait'
}
