import type { TutorialStep, TutorialType } from '../data/activity-types'
import { journalSources, type JournalSource } from '../data/journal'
import type { LibraryKind } from '../data/library/library-types'
import type { Playable } from '../data/playable'

/**
 * What the app keeps of a run in progress (src/device/run-in-progress.ts): what she is doing,
 * where she is in it and the wall-clock times, in milliseconds since the epoch.
 */

/** An activity's timer: seconds done, and since when it runs (null while it waits for her). */
export interface TimerProgress {
  elapsedSeconds: number
  runningSince: number | null
  /** A recipe: the step she is on, and the run's second she started that step's own timer at. */
  step?: { index: number; waitFrom: number | null }
}

/** A dashboard card's activity, as the card shows it. */
export interface CardActivity {
  id: string
  title: string
  description: string
  /** Minutes. */
  duration: number
  type: TutorialType
}

export interface KeptRoutine {
  id: string
  title: string
  description?: string
  activities: readonly Playable[]
}

export type RunWhat =
  | { kind: 'card'; activity: CardActivity }
  | { kind: 'activity'; playable: Playable; startedFrom: JournalSource }
  | { kind: 'routine'; routine: KeptRoutine; startedFrom: JournalSource }

interface RunTimes {
  /** Which run: a dashboard card's own (`card:<id>`), or the player's. */
  key: string
  /** When she began it. */
  startedAt: number
  /** When it was last kept. */
  keptAt: number
}

export type KeptActivityRun = RunTimes & { what: Extract<RunWhat, { kind: 'card' | 'activity' }>; timer: TimerProgress }

/** A routine: the activity at `index` (its timer), or the breather after it (`timer` null). */
export type KeptRoutineRun = RunTimes & {
  what: Extract<RunWhat, { kind: 'routine' }>
  index: number
  completed: number
  timer: TimerProgress | null
}

export type KeptRun = KeptActivityRun | KeptRoutineRun

export const RUNS_VERSION = 1

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown, max = 2000): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0
const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => isText(item))

const tutorialTypes: readonly unknown[] = ['exercise', 'meditation', 'food'] satisfies TutorialType[]
const libraryKinds: readonly unknown[] = ['exercise', 'breathing', 'meditation', 'recipe'] satisfies LibraryKind[]
// Far longer than any activity: a value past it is not one the app wrote.
const MAX_MINUTES = 240
/** A recipe may take longer than its minutes (a guide): its seconds are kept up to this. */
export const MAX_RECIPE_SECONDS = MAX_MINUTES * 60

const isMinutes = (value: unknown): value is number => isCount(value, MAX_MINUTES) && value > 0

function isStep(value: unknown): value is TutorialStep {
  return (
    isRecord(value) &&
    isCount(value.time, MAX_MINUTES * 60) &&
    typeof value.title === 'string' &&
    isText(value.instruction) &&
    typeof value.duration === 'string'
  )
}

function parsePlayable(value: unknown): Playable | null {
  if (!isRecord(value)) return null
  const { id, title, description, minutes, type, kind, steps, ingredients, cautions, stepWaits } = value
  if (!isText(id, 200) || !isText(title, 200) || typeof description !== 'string' || !isMinutes(minutes)) return null
  if (!tutorialTypes.includes(type) || !libraryKinds.includes(kind)) return null
  if (steps !== undefined && !(Array.isArray(steps) && steps.length > 0 && steps.every(isStep))) return null
  if ((ingredients !== undefined && !isTexts(ingredients)) || (cautions !== undefined && !isTexts(cautions))) return null
  if (stepWaits !== undefined && !(Array.isArray(stepWaits) && stepWaits.every((wait) => isCount(wait, MAX_MINUTES * 60)))) return null
  return {
    id,
    title,
    description,
    minutes,
    type: type as TutorialType,
    kind: kind as LibraryKind,
    ...(steps !== undefined && { steps: steps as TutorialStep[] }),
    ...(ingredients !== undefined && { ingredients }),
    ...(cautions !== undefined && { cautions }),
    ...(stepWaits !== undefined && { stepWaits: stepWaits as number[] }),
  }
}

function parseCardActivity(value: unknown): CardActivity | null {
  if (!isRecord(value)) return null
  const { id, title, description, duration, type } = value
  if (!isText(id, 200) || !isText(title, 200) || typeof description !== 'string' || !isMinutes(duration)) return null
  if (!tutorialTypes.includes(type)) return null
  return { id, title, description, duration, type: type as TutorialType }
}

function parseRoutine(value: unknown): KeptRoutine | null {
  if (!isRecord(value) || !isText(value.id, 200) || !isText(value.title, 200)) return null
  if (value.description !== undefined && typeof value.description !== 'string') return null
  if (!Array.isArray(value.activities) || value.activities.length === 0 || value.activities.length > 50) return null
  const activities = value.activities.map(parsePlayable)
  if (!activities.every((activity) => activity !== null)) return null
  return {
    id: value.id,
    title: value.title,
    ...(typeof value.description === 'string' && { description: value.description }),
    activities,
  }
}

const isSource = (value: unknown): value is JournalSource => journalSources.includes(value as JournalSource)

function parseWhat(value: unknown): RunWhat | null {
  if (!isRecord(value)) return null
  if (value.kind === 'card') {
    const activity = parseCardActivity(value.activity)
    return activity && { kind: 'card', activity }
  }
  if (!isSource(value.startedFrom)) return null
  if (value.kind === 'activity') {
    const playable = parsePlayable(value.playable)
    return playable && { kind: 'activity', playable, startedFrom: value.startedFrom }
  }
  if (value.kind === 'routine') {
    const routine = parseRoutine(value.routine)
    return routine && { kind: 'routine', routine, startedFrom: value.startedFrom }
  }
  return null
}

/** The playable the run's timer is in, if it is one (a dashboard card is not). */
const recipeSteps = (playable: Playable | undefined): number => playable?.stepWaits?.length ?? 0

function parseStep(value: unknown, steps: number, elapsedSeconds: number): TimerProgress['step'] | null {
  if (!isRecord(value) || !isCount(value.index, steps - 1)) return null
  if (value.waitFrom !== null && !isCount(value.waitFrom, elapsedSeconds)) return null
  return { index: value.index, waitFrom: value.waitFrom }
}

/** A timer within its activity's minutes, or, for a recipe of `steps` steps, its seconds and step. */
function parseTimer(value: unknown, totalSeconds: number, steps = 0): TimerProgress | null {
  if (!isRecord(value) || !isCount(value.elapsedSeconds, steps > 0 ? MAX_RECIPE_SECONDS : totalSeconds)) return null
  if (value.runningSince !== null && !isTime(value.runningSince)) return null
  const timer = { elapsedSeconds: value.elapsedSeconds, runningSince: value.runningSince }
  if (steps === 0 || value.step === undefined) return timer
  // A step that cannot be read opens the recipe at its first, its seconds kept.
  const step = parseStep(value.step, steps, value.elapsedSeconds)
  return step ? { ...timer, step } : timer
}

/** One kept run, if every part of it is there and sound; anything else gives null (it is let go). */
export function parseRun(value: unknown): KeptRun | null {
  if (!isRecord(value) || !isText(value.key, 300) || !isTime(value.startedAt) || !isTime(value.keptAt)) return null
  const what = parseWhat(value.what)
  if (!what) return null
  const times = { key: value.key, startedAt: value.startedAt, keptAt: value.keptAt }
  if (what.kind !== 'routine') {
    const minutes = what.kind === 'card' ? what.activity.duration : what.playable.minutes
    const timer = parseTimer(value.timer, minutes * 60, what.kind === 'card' ? 0 : recipeSteps(what.playable))
    return timer && { ...times, what, timer }
  }
  const { activities } = what.routine
  if (!isCount(value.index, activities.length - 1) || !isCount(value.completed, value.index + 1)) return null
  if (value.timer === null) return { ...times, what, index: value.index, completed: value.completed, timer: null }
  const activity = activities[value.index]!
  const timer = parseTimer(value.timer, activity.minutes * 60, recipeSteps(activity))
  return timer && { ...times, what, index: value.index, completed: value.completed, timer }
}

/** The runs kept, each once by key; one that cannot be read is left out. */
export function parseRuns(value: unknown): KeptRun[] {
  if (!isRecord(value) || value.version !== RUNS_VERSION || !Array.isArray(value.runs)) return []
  const byKey = new Map<string, KeptRun>()
  for (const raw of value.runs) {
    const run = parseRun(raw)
    if (run && !byKey.has(run.key)) byKey.set(run.key, run)
  }
  return [...byKey.values()]
}
