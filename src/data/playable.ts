/**
 * What the activity player runs: any activity with minutes and steps, from wherever it comes
 * (a dashboard card, the plan's sample cards, an entry of the library). One shape for all, so
 * the player, the routines and the journal never ask where an activity came from.
 */

import type { Activity, TutorialStep, TutorialType } from './activity-types'
import type { LibraryEntry, LibraryKind } from './library/library-types'
import type { PlanActivity } from './plan'

export interface Playable {
  id: string
  title: string
  description: string
  minutes: number
  /** The journal's type (a breathing practice is a meditation, a recipe is food). */
  type: TutorialType
  /** What she reads on the badge: a breathing practice is not a meditation to her. */
  kind: LibraryKind
  /**
   * The steps and when each begins. Absent: today's tutorial of its type (the dashboard cards
   * and the plan's sample cards, whose tutorials load after the screen).
   */
  steps?: readonly TutorialStep[]
  /** Recipes: what to have at hand before she starts. */
  ingredients?: readonly string[]
  /**
   * Recipes: one entry a step, the seconds it waits (0 when it does not). Present, her taps move
   * the steps on ('Próximo passo') and a waiting step has its own timer.
   */
  stepWaits?: readonly number[]
  cautions?: readonly string[]
}

const typeOfKind: Record<LibraryKind, TutorialType> = {
  exercise: 'exercise',
  breathing: 'meditation',
  meditation: 'meditation',
  recipe: 'food',
}

/** How long a step lasts, as she reads it: '40 segundos', '1 minuto', '1 min e 30 s'. */
export function stepDurationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return `${rest} segundos`
  const whole = minutes === 1 ? '1 minuto' : `${minutes} minutos`
  return rest === 0 ? whole : `${minutes} min e ${rest} s`
}

/**
 * A library entry's steps spread evenly over its minutes: step i begins at i × total / n seconds
 * (whole seconds), so the last one ends with the timer. A library step is one sentence: it is the
 * instruction, with no title of its own.
 */
export function stepsOverMinutes(steps: readonly string[], minutes: number): TutorialStep[] {
  const total = minutes * 60
  const starts = steps.map((_, i) => Math.round((i * total) / steps.length))
  return steps.map((instruction, i) => ({
    time: starts[i]!,
    title: '',
    instruction,
    duration: stepDurationText((starts[i + 1] ?? total) - starts[i]!),
  }))
}

export function playableFromLibrary(entry: LibraryEntry): Playable {
  return {
    id: entry.id,
    title: entry.title,
    description: entry.summary,
    minutes: entry.minutes,
    type: typeOfKind[entry.kind],
    kind: entry.kind,
    steps: stepsOverMinutes(entry.steps, entry.minutes),
    ...(entry.kind === 'recipe' && { stepWaits: entry.steps.map((_, i) => entry.waitSeconds?.[i] ?? 0) }),
    ...(entry.ingredients && { ingredients: entry.ingredients }),
    ...(entry.cautions && { cautions: entry.cautions }),
  }
}

const kindOfType: Record<TutorialType, LibraryKind> = { exercise: 'exercise', meditation: 'meditation', food: 'recipe' }

/** A dashboard card or one of the plan's sample cards: today's tutorial of its type. */
export function playableFromActivity(
  activity: Pick<Activity | PlanActivity, 'id' | 'title' | 'description' | 'duration'> & { type: TutorialType },
): Playable {
  return {
    id: activity.id,
    title: activity.title,
    description: activity.description,
    minutes: activity.duration,
    type: activity.type,
    kind: kindOfType[activity.type],
  }
}
