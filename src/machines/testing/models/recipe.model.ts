import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import type { TutorialStep } from '../../../data/activity-types'
import { recipeMachine, type RecipeInput } from '../../recipe.machine'
import { generatePaths } from '../generate-paths'

type RecipeEvent = EventFrom<typeof recipeMachine>

/** A three-step recipe of 5 minutes whose middle step waits ten minutes (it cooks): her taps lead it. */
export const recipeInput: RecipeInput = { minutes: 5, stepWaits: [0, 600, 0] }
/** A recipe whose middle step's timer (a minute) can end within the ticks below: it rings. */
export const shortWaitRecipeInput: RecipeInput = { minutes: 5, stepWaits: [0, 60, 0] }
/** A kept recipe: left on its second step on another screen (it runs on), or cut by a reload with that step's timer started (it waits). */
export const runsOnRecipeInput: RecipeInput = { ...recipeInput, resume: { elapsedSeconds: 60, runsOn: true, step: { index: 1, waitFrom: null } } }
export const waitsRecipeInput: RecipeInput = { ...recipeInput, resume: { elapsedSeconds: 60, runsOn: false, step: { index: 1, waitFrom: 30 } } }
export const recipeInputs = [recipeInput, shortWaitRecipeInput, runsOnRecipeInput, waitsRecipeInput] as const

export function describeRecipeInput(input: RecipeInput): string {
  if (input.resume) return input.resume.runsOn ? 'kept, runs on' : 'kept, waits for her'
  return input.stepWaits[1] === 60 ? 'short wait' : 'fresh'
}

/** Its steps, as the library's recipes have them: one sentence each, no title. */
export const recipeSteps: readonly TutorialStep[] = [
  { time: 0, title: '', instruction: 'Separe os ingredientes.', duration: '1 minuto' },
  { time: 100, title: '', instruction: 'Deixe cozinhar em fogo baixo.', duration: '10 minutos' },
  { time: 200, title: '', instruction: 'Sirva morno.', duration: '1 minuto' },
]

/**
 * What a user and the ticker can cause. The ticks worth telling apart: a second later, two minutes
 * on (a minute's timer started at the first second has rung) and its minutes' end, which a recipe
 * outlasts.
 */
export const recipeEvents = [
  { type: 'card.start' },
  { type: 'card.pause' },
  { type: 'card.resume' },
  { type: 'card.stop' },
  { type: 'card.stopConfirm' },
  { type: 'card.stopCancel' },
  { type: 'card.repeat' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'step.startWait' },
  { type: 'timer.tick', elapsedSeconds: 1 },
  { type: 'timer.tick', elapsedSeconds: 120 },
  { type: 'timer.tick', elapsedSeconds: 300 },
] as const satisfies readonly RecipeEvent[]

// Elapsed time abstracted to "at zero" or "under way", so the graph stays small and finite; her
// step and whether its own timer was started count as well.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  `${JSON.stringify(snapshot.value)}:${snapshot.context.elapsedSeconds > 0 ? 'underway' : 'zero'}:${String(snapshot.context.stepIndex)}:${snapshot.context.waitFrom === null ? '' : 'waiting'}`

export function recipePaths(input: RecipeInput = recipeInput) {
  return generatePaths(recipeMachine, { events: recipeEvents, input, serializeState, simple: false })
}

/**
 * The model of time the replay checks against: the seconds done after a step, from the seconds
 * before it. Ticks count only while running and never go back, past its minutes too; a confirmed
 * stop and repeat (back to idle) zero them; completed shows its minutes done.
 */
export function recipeElapsedAfter(elapsed: number, event: RecipeEvent, before: AnyMachineSnapshot | undefined, after: AnyMachineSnapshot): number {
  if (after.matches('idle')) return 0
  if (after.matches('completed')) return recipeInput.minutes * 60
  if (event.type !== 'timer.tick' || !before?.matches('running')) return elapsed
  return Math.max(elapsed, event.elapsedSeconds)
}
