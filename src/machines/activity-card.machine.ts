import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate'
import type { Activity, TutorialStep } from '../data/activity-types'
import { stepPosition, tutorialPosition, type TutorialPosition } from './tutorial'

export type TimerTick = { type: 'timer.tick'; elapsedSeconds: number }

type ActivityCardEvent =
  | { type: 'card.start' }
  | { type: 'card.pause' }
  | { type: 'card.resume' }
  | { type: 'card.stop' }
  | { type: 'card.stopConfirm' }
  | { type: 'card.stopCancel' }
  | { type: 'card.repeat' }
  | { type: 'day.change' }
  | { type: 'journal.completed' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.startWait' }
  | TimerTick

/** Where she is in a recipe: its step, and when (in the run's seconds) she started that step's timer. */
export interface RecipePlace {
  index: number
  /** `null` until she starts the step's own timer. */
  waitFrom: number | null
}

/** A run kept on her device, taken up again where she was (src/device/run-in-progress.ts). */
export interface CardResume {
  /** Seconds done by now, counted on the wall clock while she was away if it was running. */
  elapsedSeconds: number
  /** A recipe: the step she was on and its timer, counted on by the same seconds. */
  step?: RecipePlace
  /**
   * It was running on another screen of this page: it runs on. Otherwise (a reload, a tab the
   * phone discarded) it waits for her: 'Continuar de onde parei'.
   */
  runsOn: boolean
}

export interface ActivityCardInput {
  activity: Pick<Activity, 'duration'>
  /** Her journal says she completed it today: the card opens completed, without celebrating again. */
  completedToday?: boolean
  resume?: CardResume
  /**
   * A recipe: one entry a step, the seconds that step waits (cooking, resting; 0 when it does not).
   * Its steps move on when she taps 'Próximo passo', not with the clock; the last one completes it.
   */
  stepWaits?: readonly number[]
}

/** What is kept of the run as it changes: the seconds done, whether they go on counting, and a recipe's step. */
export interface CardProgress {
  elapsedSeconds: number
  running: boolean
  step?: RecipePlace
}

/** What just ended, for the soft sound and the short vibration (`signalEnd`). */
export interface EndSignal {
  ended: 'activity' | 'stepWait'
}

export interface TickerInput {
  /** Seconds already done when this run (a start or a resume) begins. */
  fromSeconds: number
}

interface ActivityCardContext {
  totalSeconds: number
  elapsedSeconds: number
  completedToday: boolean
  /** How it opens from a kept run, if it does. */
  resumed: 'runsOn' | 'waits' | null
  /** A recipe's steps' waits (see ActivityCardInput); `null` for an activity the clock leads. */
  stepWaits: readonly number[] | null
  /** The recipe's step she is on. */
  stepIndex: number
  /** The seconds done when she started this step's own timer; `null` until she does. */
  waitFrom: number | null
}

/**
 * One activity card (docs/product.md, Activity card): idle → running ⇄ paused; 'Parar' asks first
 * (`askingStop`, the timer held where it was): confirmed, it resets to zero and idle; kept, she is
 * back where she was, running or paused. The timer reaching minutes × 60 s completes it: it is written to her journal
 * (`recordCompletion`, in the transition itself, so nothing can come between) and celebrated;
 * Repetir clears completed and resets. A card she completed today opens completed, and is fresh
 * again when her day ends (`day.change`, at 03:00). Done elsewhere while the card waits (the daily
 * suggestion's routine, another tab), her journal says so (`journal.completed`): the card shows it
 * at once, without writing or celebrating again; a run under way is hers to finish.
 * Time enters only through the `ticker` actor the UI provides (a wall-clock ticker, so a sleeping
 * phone stays right); its `timer.tick` carries the total seconds done, never an increment. A pause
 * keeps the seconds she saw, the same ones a resume starts from, and the step she was on in sight.
 * The run is kept as it changes (`keepProgress` on every start, pause and resume, `forgetProgress`
 * once it ends), so it opens again where she was (`resume`): running on if she only went to another
 * screen, waiting for her ('Continuar de onde parei', `interrupted`) after a reload, or completed,
 * written and celebrated if its time ran out while she was away.
 * A recipe (`stepWaits`) is led by her, not by the clock: while it runs, 'Próximo passo'
 * (`step.next`) and 'Passo anterior' (`step.back`) move between its steps, a step that waits has
 * its own timer she starts (`step.startWait`, counted by the same ticker), and 'Concluir' on the
 * last step completes it; its minutes are only a guide. Its step and that step's timer are kept with
 * the run, so a kept recipe opens again on the step she was on, the timer counted on.
 * The end of the timer, and of a step's timer, are signalled (`signalEnd`: the UI's soft sound and
 * short vibration); an end she was away for, or reached by her own tap, is not.
 */
// A recipe may run past its minutes (they are a guide): its seconds go on, so a step's timer that
// outlives them stays right; an activity the clock leads stops at its end.
const limitOf = (context: Pick<ActivityCardContext, 'stepWaits' | 'totalSeconds'>) => (context.stepWaits ? Infinity : context.totalSeconds)

/** What is kept of the run now (see CardProgress). */
const progress = (context: ActivityCardContext, running: boolean): CardProgress => ({
  elapsedSeconds: Math.min(context.elapsedSeconds, limitOf(context)),
  running,
  ...(context.stepWaits && { step: { index: context.stepIndex, waitFrom: context.waitFrom } }),
})
const keepRunning = { type: 'keepProgress', params: ({ context }: { context: ActivityCardContext }) => progress(context, true) } as const

/** A kept recipe's step, within its steps; a timer started later than the seconds kept is not one. */
function resumedStep(input: ActivityCardInput, elapsedSeconds: number): Pick<ActivityCardContext, 'stepIndex' | 'waitFrom'> {
  const steps = input.stepWaits?.length ?? 0
  const step = input.resume?.step
  if (!step || steps === 0 || !Number.isInteger(step.index) || step.index < 0 || step.index >= steps) return { stepIndex: 0, waitFrom: null }
  const waitFrom = step.waitFrom !== null && step.waitFrom >= 0 && step.waitFrom <= elapsedSeconds ? step.waitFrom : null
  return { stepIndex: step.index, waitFrom }
}

export const activityCardMachine = setup({
  types: {
    context: {} as ActivityCardContext,
    events: {} as ActivityCardEvent,
    input: {} as ActivityCardInput,
  },
  actors: {
    // Inert defaults: the UI provides the real ticker and Screen Wake Lock; tests send ticks.
    ticker: fromCallback<TimerTick, TickerInput>(() => {}),
    wakeLock: fromCallback(() => {}),
  },
  actions: {
    setElapsed: assign({
      // Never backwards (a clock set back) and never past the end.
      elapsedSeconds: ({ context, event }) =>
        event.type === 'timer.tick'
          ? Math.min(limitOf(context), Math.max(context.elapsedSeconds, event.elapsedSeconds))
          : context.elapsedSeconds,
    }),
    resetTimer: assign({ elapsedSeconds: 0, stepIndex: 0, waitFrom: null }),
    nextStep: assign({ stepIndex: ({ context }) => context.stepIndex + 1, waitFrom: null }),
    previousStep: assign({ stepIndex: ({ context }) => context.stepIndex - 1, waitFrom: null }),
    startWait: assign({ waitFrom: ({ context }) => context.elapsedSeconds }),
    finishTimer: assign({ elapsedSeconds: ({ context }) => context.totalSeconds }),
    recordCompletion: () => {},
    celebrate: () => {},
    keepProgress: (_, _progress: CardProgress) => {},
    forgetProgress: () => {},
    // The UI's soft sound and short vibration, when her settings and the hour allow them.
    signalEnd: (_, _signal: EndSignal) => {},
  },
  guards: {
    ranOutWhileAway: ({ context }) =>
      context.stepWaits === null && context.resumed !== null && context.elapsedSeconds >= context.totalSeconds,
    runsOn: ({ context }) => context.resumed === 'runsOn',
    waitsForHer: ({ context }) => context.resumed === 'waits',
    wasCompletedToday: ({ context }) => context.completedToday,
    isTimeUp: ({ context, event }) =>
      context.stepWaits === null && event.type === 'timer.tick' && event.elapsedSeconds >= context.totalSeconds,
    hasNextStep: ({ context }) => context.stepWaits !== null && context.stepIndex < context.stepWaits.length - 1,
    isLastStep: ({ context }) => context.stepWaits !== null && context.stepIndex === context.stepWaits.length - 1,
    hasPreviousStep: ({ context }) => context.stepIndex > 0,
    stepWaitsForHer: ({ context }) => context.waitFrom === null && (context.stepWaits?.[context.stepIndex] ?? 0) > 0,
    // The step's timer reaches its end with this tick (it rings once).
    stepWaitEnds: ({ context, event }) => {
      if (event.type !== 'timer.tick' || context.waitFrom === null) return false
      const wait = context.stepWaits?.[context.stepIndex] ?? 0
      return context.elapsedSeconds - context.waitFrom < wait && event.elapsedSeconds - context.waitFrom >= wait
    },
  },
}).createMachine({
  id: 'activityCard',
  context: ({ input }) => {
    const totalSeconds = input.activity.duration * 60
    const stepWaits = input.stepWaits?.length ? input.stepWaits : null
    const elapsedSeconds = Math.min(limitOf({ stepWaits, totalSeconds }), Math.max(0, input.resume?.elapsedSeconds ?? 0))
    return {
      totalSeconds,
      elapsedSeconds,
      completedToday: input.completedToday ?? false,
      resumed: input.resume ? (input.resume.runsOn ? 'runsOn' : 'waits') : null,
      stepWaits,
      ...resumedStep(input, elapsedSeconds),
    }
  },
  initial: 'opening',
  states: {
    // A kept run comes first: one under way is hers to finish, whatever her journal says.
    opening: {
      always: [
        { guard: 'ranOutWhileAway', target: 'completed', actions: ['recordCompletion', 'celebrate'] },
        { guard: 'runsOn', target: 'running' },
        { guard: 'waitsForHer', target: 'interrupted' },
        { guard: 'wasCompletedToday', target: 'completed' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        'card.start': { target: 'running' },
        'journal.completed': { target: 'completed' },
      },
    },
    running: {
      tags: ['active', 'tutorialVisible'],
      entry: keepRunning,
      invoke: [
        { id: 'ticker', src: 'ticker', input: ({ context }) => ({ fromSeconds: context.elapsedSeconds }) },
        { id: 'wakeLock', src: 'wakeLock' },
      ],
      on: {
        'timer.tick': [
          {
            guard: 'isTimeUp',
            target: 'completed',
            actions: ['recordCompletion', 'celebrate', { type: 'signalEnd', params: { ended: 'activity' } }],
          },
          { guard: 'stepWaitEnds', actions: ['setElapsed', { type: 'signalEnd', params: { ended: 'stepWait' } }] },
          { actions: 'setElapsed' },
        ],
        'card.pause': { target: 'paused' },
        'card.stop': { target: 'askingStop.fromRunning' },
        // Each move of hers is kept with the run, so a reload opens the recipe where she is.
        'step.next': [
          { guard: 'hasNextStep', actions: ['nextStep', keepRunning] },
          { guard: 'isLastStep', target: 'completed', actions: ['recordCompletion', 'celebrate'] },
        ],
        'step.back': { guard: 'hasPreviousStep', actions: ['previousStep', keepRunning] },
        'step.startWait': { guard: 'stepWaitsForHer', actions: ['startWait', keepRunning] },
      },
    },
    // The step she was on stays in sight (dimmed by the UI), so she knows where she will go on.
    paused: {
      tags: ['active', 'tutorialVisible'],
      entry: { type: 'keepProgress', params: ({ context }) => progress(context, false) },
      on: {
        'card.resume': { target: 'running' },
        'card.stop': { target: 'askingStop.fromPaused' },
      },
    },
    // A kept run taken up again after the page that ran it was gone: 'Continuar de onde parei'.
    interrupted: {
      tags: ['active', 'tutorialVisible', 'interrupted'],
      entry: { type: 'keepProgress', params: ({ context }) => progress(context, false) },
      on: {
        'card.resume': { target: 'running' },
        'card.stop': { target: 'askingStop.fromPaused' },
      },
    },
    // 'Parar?' One stray tap loses nothing: the clock waits while she answers.
    askingStop: {
      tags: ['active', 'askingStop', 'tutorialVisible'],
      entry: { type: 'keepProgress', params: ({ context }) => progress(context, false) },
      initial: 'fromRunning',
      states: {
        fromRunning: { tags: ['askedWhileRunning'], on: { 'card.stopCancel': { target: '#activityCard.running' } } },
        fromPaused: { on: { 'card.stopCancel': { target: '#activityCard.paused' } } },
      },
      on: { 'card.stopConfirm': { target: 'idle', actions: ['resetTimer', 'forgetProgress'] } },
    },
    completed: {
      tags: ['completed'],
      entry: ['finishTimer', 'forgetProgress'],
      on: {
        'card.repeat': { target: 'idle', actions: 'resetTimer' },
        'day.change': { target: 'idle', actions: 'resetTimer' },
      },
    },
  },
})

type ActivityCardSnapshot = SnapshotFrom<typeof activityCardMachine>

/** A step of a recipe takes her at least this long, whatever its guide says. */
export const RECIPE_STEP_MIN_SECONDS = 60

/** What a recipe's steps from hers on still take: their timers (the running one's rest) or a minute each. */
function recipeSecondsLeft({ stepWaits, stepIndex, waitFrom, elapsedSeconds }: ActivityCardContext): number {
  if (!stepWaits) return 0
  const current = stepWaits[stepIndex] ?? 0
  const currentLeft = waitFrom === null ? current : Math.max(0, current - (elapsedSeconds - waitFrom))
  const later = stepWaits.slice(stepIndex + 1).reduce((sum, wait) => sum + Math.max(wait, RECIPE_STEP_MIN_SECONDS), 0)
  return Math.max(currentLeft, RECIPE_STEP_MIN_SECONDS) + later
}

/**
 * The time left. A recipe's minutes are a guide she may outlast: under way, it never reads zero
 * while steps remain, but what they still take (its steps' timers, a minute a step) when that is more.
 */
export const selectRemainingSeconds = (snapshot: ActivityCardSnapshot) => {
  const { context } = snapshot
  const left = Math.max(0, context.totalSeconds - context.elapsedSeconds)
  return context.stepWaits && snapshot.hasTag('active') ? Math.max(left, recipeSecondsLeft(context)) : left
}

/**
 * The step of the tutorial to show, only while running and not paused (docs/product.md, Activity card). The steps are
 * content, not state: the UI brings them (they load after the screen).
 */
export const selectTutorial =
  (steps: readonly TutorialStep[]) =>
  (snapshot: ActivityCardSnapshot): TutorialPosition | undefined =>
    !snapshot.hasTag('tutorialVisible')
      ? undefined
      : snapshot.context.stepWaits
        ? stepPosition(steps, snapshot.context.stepIndex)
        : tutorialPosition(steps, snapshot.context.elapsedSeconds)

/** A recipe led by her taps: 'Próximo passo', 'Passo anterior' and its timers are hers. */
export const selectLedByHer = (snapshot: ActivityCardSnapshot) => snapshot.context.stepWaits !== null

/** On a recipe's last step: 'Próximo passo' becomes 'Concluir'. */
export const selectOnLastStep = ({ context }: ActivityCardSnapshot) =>
  context.stepWaits !== null && context.stepIndex === context.stepWaits.length - 1

export interface StepWait {
  /** How long the step waits. */
  seconds: number
  /** Seconds left of it (all of them until she starts it, none once it has rung). */
  remainingSeconds: number
  started: boolean
}

/** The current recipe step's own timer, if it waits; it counts while the recipe runs. */
export function selectStepWait(snapshot: ActivityCardSnapshot): StepWait | undefined {
  const { stepWaits, stepIndex, waitFrom, elapsedSeconds } = snapshot.context
  const seconds = stepWaits?.[stepIndex] ?? 0
  if (seconds <= 0) return undefined
  const done = waitFrom === null ? 0 : elapsedSeconds - waitFrom
  return { seconds, remainingSeconds: Math.max(0, seconds - done), started: waitFrom !== null }
}
