import { MAX_RECIPE_SECONDS, type KeptRun, type TimerProgress } from './run-format'

/** A run nobody came back to for this long is let go quietly: she has moved on. */
export const LET_GO_AFTER_MS = 3 * 60 * 60 * 1000

/** A timer as it was when it began to run, or as it waits for her (a recipe's step with it); `now` in milliseconds. */
export const timerFrom = (elapsedSeconds: number, running: boolean, now: number, step?: TimerProgress['step']): TimerProgress => ({
  elapsedSeconds,
  runningSince: running ? now : null,
  ...(step && { step }),
})

/** Seconds done at `now`: a running timer counted on the wall clock, never past its end. */
export function elapsedAt(timer: TimerProgress, totalSeconds: number, now: number): number {
  if (timer.runningSince === null) return timer.elapsedSeconds
  const since = Math.max(0, Math.floor((now - timer.runningSince) / 1000))
  return Math.min(totalSeconds, timer.elapsedSeconds + since)
}

/** When a running timer reaches its end (milliseconds), or null while it waits for her. */
export const timerEndsAt = (timer: TimerProgress, totalSeconds: number): number | null =>
  timer.runningSince === null ? null : timer.runningSince + (totalSeconds - timer.elapsedSeconds) * 1000

/** The length of the activity the run is in, in seconds. */
export function runTotalSeconds(run: KeptRun): number {
  if ('index' in run) return run.what.routine.activities[run.index]!.minutes * 60
  return run.what.kind === 'card' ? run.what.activity.duration * 60 : run.what.playable.minutes * 60
}

/** The activity under way is a recipe: led by her taps, its minutes a guide that never runs out. */
export function isRecipeRun(run: KeptRun): boolean {
  if ('index' in run) return (run.what.routine.activities[run.index]!.stepWaits?.length ?? 0) > 0
  return run.what.kind === 'activity' && (run.what.playable.stepWaits?.length ?? 0) > 0
}

/** How far the run's seconds count: a recipe's past its minutes, anything else to its end. */
export const runLimitSeconds = (run: KeptRun): number => (isRecipeRun(run) ? MAX_RECIPE_SECONDS : runTotalSeconds(run))

/** When its time runs out (milliseconds), if it does: a timer running an activity the clock leads. */
export const runEndsAt = (run: KeptRun): number | null =>
  run.timer && !isRecipeRun(run) ? timerEndsAt(run.timer, runTotalSeconds(run)) : null

/** The last moment the run was under way: its timer's end if that came while she was away. */
function lastUnderWay(run: KeptRun, now: number): number {
  const endsAt = runEndsAt(run)
  return endsAt === null ? run.keptAt : Math.min(now, endsAt)
}

export const isLetGo = (run: KeptRun, now: number): boolean => now - lastUnderWay(run, now) > LET_GO_AFTER_MS
