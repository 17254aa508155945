import { elapsedAt, isLetGo, runEndsAt, runLimitSeconds, timerFrom } from '../../device/run-clock'
import type { KeptActivityRun, KeptRoutineRun, KeptRun, RunWhat } from '../../device/run-format'
import { endRun, keepRun, keptByThisPage, keptRun } from '../../device/run-in-progress'
import type { ActivityProgress } from '../../machines/activity-run'
import type { RecipeResume } from '../../machines/recipe.machine'
import type { RoutinePlace, RoutineResume } from '../../machines/routine.machine'

/** A dashboard card's own run, apart from the player's. */
export const cardRunKey = (activityId: string) => `card:${activityId}`

/**
 * The run kept under `key` if it is still hers to take up; one nobody came back to for hours is
 * let go here, quietly.
 */
export function takeUpRun(key: string, now: number): KeptRun | undefined {
  const run = keptRun(key)
  if (!run || !isLetGo(run, now)) return run
  endRun(key)
  return undefined
}

/** Whether a running timer went on while she was on another screen of this page (it runs on). */
export const runsOnHere = (run: KeptRun): boolean => run.timer?.runningSince != null && keptByThisPage(run.key)

/**
 * Where a kept activity opens (the activity card's machine, or a recipe's): its seconds by now,
 * whether it runs on, and a recipe's step.
 */
export const cardResume = (run: KeptActivityRun, now: number): RecipeResume => ({
  elapsedSeconds: elapsedAt(run.timer, runLimitSeconds(run), now),
  runsOn: runsOnHere(run),
  ...(run.timer.step && { step: run.timer.step }),
})

/** Where the routine machine opens a kept routine. */
export const routineResume = (run: KeptRoutineRun, now: number): RoutineResume => ({
  index: run.index,
  completed: run.completed,
  activity: run.timer && {
    elapsedSeconds: elapsedAt(run.timer, runLimitSeconds(run), now),
    ...(run.timer.step && { step: run.timer.step }),
  },
})

/** When the activity under way reached its end while she was away, if it did: when it is written. */
export function ranOutAt(run: KeptRun, now: number): Date | undefined {
  const endsAt = runEndsAt(run)
  return endsAt !== null && endsAt <= now ? new Date(endsAt) : undefined
}

/** Keeps an activity's run as its machine (the activity card's, or a recipe's) says it changed. */
export function keepActivityRun(key: string, what: KeptActivityRun['what'], { elapsedSeconds, running, step }: ActivityProgress): void {
  const now = Date.now()
  keepRun({ key, what, startedAt: keptRun(key)?.startedAt ?? now, keptAt: now, timer: timerFrom(elapsedSeconds, running, now, step) })
}

/** Keeps a routine's run as the routine machine says she moved in it. */
export function keepRoutineRun(key: string, what: Extract<RunWhat, { kind: 'routine' }>, place: RoutinePlace): void {
  const now = Date.now()
  const timer = place.activity && timerFrom(place.activity.elapsedSeconds, place.activity.running, now, place.activity.step)
  keepRun({ key, what, startedAt: keptRun(key)?.startedAt ?? now, keptAt: now, index: place.index, completed: place.completed, timer })
}
