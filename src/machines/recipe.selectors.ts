import type { AnyMachineSnapshot } from 'xstate'
import type { TutorialStep } from '../data/activity-types'
import type { RecipeSnapshot } from './recipe.machine'
import { stepPosition, type TutorialPosition } from './tutorial'

/**
 * What a view asks of a recipe's snapshot (recipe.machine.ts). Apart from the machine, so a view
 * that may show either kind of activity reads them without loading the recipe's machine.
 */

/** A recipe's snapshot, among an activity's: the machine tags every state of a recipe `ledByHer`. */
export const isRecipeSnapshot = (snapshot: AnyMachineSnapshot): snapshot is RecipeSnapshot => snapshot.hasTag('ledByHer')

/** A step of a recipe takes her at least this long, whatever its guide says. */
const RECIPE_STEP_MIN_SECONDS = 60

/** What its steps from hers on still take: their timers (the running one's rest) or a minute each. */
function secondsLeftInSteps({ stepWaits, stepIndex, waitFrom, elapsedSeconds }: RecipeSnapshot['context']): number {
  const current = stepWaits[stepIndex] ?? 0
  const currentLeft = waitFrom === null ? current : Math.max(0, current - (elapsedSeconds - waitFrom))
  const later = stepWaits.slice(stepIndex + 1).reduce((sum, wait) => sum + Math.max(wait, RECIPE_STEP_MIN_SECONDS), 0)
  return Math.max(currentLeft, RECIPE_STEP_MIN_SECONDS) + later
}

/**
 * The time left. Its minutes are a guide she may outlast: under way, it never reads zero while
 * steps remain, but what they still take (its steps' timers, a minute a step) when that is more.
 */
export const selectRecipeRemainingSeconds = (snapshot: RecipeSnapshot) => {
  const { context } = snapshot
  const left = Math.max(0, context.totalSeconds - context.elapsedSeconds)
  return snapshot.hasTag('active') ? Math.max(left, secondsLeftInSteps(context)) : left
}

/** The step her taps reached, while it is under way. The steps are content the UI brings. */
export const selectRecipeStep =
  (steps: readonly TutorialStep[]) =>
  (snapshot: RecipeSnapshot): TutorialPosition | undefined =>
    snapshot.hasTag('tutorialVisible') ? stepPosition(steps, snapshot.context.stepIndex) : undefined

/** On its last step: 'Próximo passo' becomes 'Concluir'. */
export const selectOnLastStep = ({ context }: RecipeSnapshot) => context.stepIndex === context.stepWaits.length - 1

export interface StepWait {
  /** How long the step waits. */
  seconds: number
  /** Seconds left of it (all of them until she starts it, none once it has rung). */
  remainingSeconds: number
  started: boolean
}

/** The current step's own timer, if it waits; it counts while the recipe runs. */
export function selectStepWait({ context }: RecipeSnapshot): StepWait | undefined {
  const { stepWaits, stepIndex, waitFrom, elapsedSeconds } = context
  const seconds = stepWaits[stepIndex] ?? 0
  if (seconds <= 0) return undefined
  const done = waitFrom === null ? 0 : elapsedSeconds - waitFrom
  return { seconds, remainingSeconds: Math.max(0, seconds - done), started: waitFrom !== null }
}
