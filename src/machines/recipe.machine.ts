import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate'
import type { EndSignal, RecipePlace, RunProgress, RunResume, TickerInput, TimerTick } from './activity-run'

type RecipeEvent =
  | { type: 'card.start' }
  | { type: 'card.pause' }
  | { type: 'card.resume' }
  | { type: 'card.stop' }
  | { type: 'card.stopConfirm' }
  | { type: 'card.stopCancel' }
  | { type: 'card.repeat' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.startWait' }
  | TimerTick

/** A kept recipe: its seconds, and the step she was on with its timer, counted on by the same seconds. */
export interface RecipeResume extends RunResume {
  step?: RecipePlace
}

/** What is kept of a recipe as it changes: its seconds and the step she is on. */
export interface RecipeProgress extends RunProgress {
  step: RecipePlace
}

export interface RecipeInput {
  /** Its minutes: only a guide, shown before she starts and on the timer. */
  minutes: number
  /** One entry a step (at least one), the seconds that step waits (cooking, resting; 0 when it does not). */
  stepWaits: readonly number[]
  resume?: RecipeResume
}

interface RecipeContext {
  totalSeconds: number
  /** The run's seconds, past its minutes if she takes longer: a step's timer counts on them. */
  elapsedSeconds: number
  /** How it opens from a kept run, if it does. */
  resumed: 'runsOn' | 'waits' | null
  stepWaits: readonly number[]
  /** The step she is on. */
  stepIndex: number
  /** The seconds done when she started this step's own timer; `null` until she does. */
  waitFrom: number | null
}

/**
 * A recipe in the player (docs/product.md, Activity player), led by her taps, not by the clock:
 * idle → running ⇄ paused, 'Parar' asking first, as an activity card (activity-card.machine.ts);
 * while it runs, 'Próximo passo' (`step.next`) and 'Passo anterior' (`step.back`) move between its
 * steps, a step that waits has its own timer she starts (`step.startWait`, counted by the run's
 * ticker), and 'Concluir' on the last step completes it: written to her journal
 * (`recordCompletion`) and celebrated. Its minutes are only a guide: its seconds go on past them,
 * so a step's timer that outlives them stays right, and they never complete it. Its step and that
 * step's timer are kept with the run at every start, pause, resume and move of hers
 * (`keepProgress`), so a kept recipe opens again on the step she was on, the timer counted on:
 * running on if she only went to another screen, waiting for her after a reload. The end of a
 * step's timer is signalled (`signalEnd`), once; the end she reaches by her own tap is not.
 * Every state carries the tag `ledByHer`, so a view can tell a recipe from a card led by the clock.
 */
const progress = (context: RecipeContext, running: boolean): RecipeProgress => ({
  elapsedSeconds: context.elapsedSeconds,
  running,
  step: { index: context.stepIndex, waitFrom: context.waitFrom },
})
const keepRunning = { type: 'keepProgress', params: ({ context }: { context: RecipeContext }) => progress(context, true) } as const
const keepHeld = { type: 'keepProgress', params: ({ context }: { context: RecipeContext }) => progress(context, false) } as const

/** A kept step, within the recipe's steps; a timer started later than the seconds kept is not one. */
function resumedStep(input: RecipeInput, elapsedSeconds: number): Pick<RecipeContext, 'stepIndex' | 'waitFrom'> {
  const step = input.resume?.step
  if (!step || !Number.isInteger(step.index) || step.index < 0 || step.index >= input.stepWaits.length) return { stepIndex: 0, waitFrom: null }
  const waitFrom = step.waitFrom !== null && step.waitFrom >= 0 && step.waitFrom <= elapsedSeconds ? step.waitFrom : null
  return { stepIndex: step.index, waitFrom }
}

export const recipeMachine = setup({
  types: {
    context: {} as RecipeContext,
    events: {} as RecipeEvent,
    input: {} as RecipeInput,
  },
  actors: {
    // Inert defaults: the UI provides the real ticker and Screen Wake Lock; tests send ticks.
    ticker: fromCallback<TimerTick, TickerInput>(() => {}),
    wakeLock: fromCallback(() => {}),
  },
  actions: {
    // Never backwards (a clock set back); past its minutes, on.
    setElapsed: assign({
      elapsedSeconds: ({ context, event }) =>
        event.type === 'timer.tick' ? Math.max(context.elapsedSeconds, event.elapsedSeconds) : context.elapsedSeconds,
    }),
    resetRecipe: assign({ elapsedSeconds: 0, stepIndex: 0, waitFrom: null }),
    nextStep: assign({ stepIndex: ({ context }) => context.stepIndex + 1, waitFrom: null }),
    previousStep: assign({ stepIndex: ({ context }) => context.stepIndex - 1, waitFrom: null }),
    startWait: assign({ waitFrom: ({ context }) => context.elapsedSeconds }),
    finishTimer: assign({ elapsedSeconds: ({ context }) => context.totalSeconds }),
    recordCompletion: () => {},
    celebrate: () => {},
    keepProgress: (_, _progress: RecipeProgress) => {},
    forgetProgress: () => {},
    // The UI's soft sound and short vibration, when her settings and the hour allow them.
    signalEnd: (_, _signal: EndSignal) => {},
  },
  guards: {
    runsOn: ({ context }) => context.resumed === 'runsOn',
    waitsForHer: ({ context }) => context.resumed === 'waits',
    hasNextStep: ({ context }) => context.stepIndex < context.stepWaits.length - 1,
    isLastStep: ({ context }) => context.stepIndex === context.stepWaits.length - 1,
    hasPreviousStep: ({ context }) => context.stepIndex > 0,
    stepWaitsForHer: ({ context }) => context.waitFrom === null && (context.stepWaits[context.stepIndex] ?? 0) > 0,
    // The step's timer reaches its end with this tick (it rings once).
    stepWaitEnds: ({ context, event }) => {
      if (event.type !== 'timer.tick' || context.waitFrom === null) return false
      const wait = context.stepWaits[context.stepIndex] ?? 0
      return context.elapsedSeconds - context.waitFrom < wait && event.elapsedSeconds - context.waitFrom >= wait
    },
  },
}).createMachine({
  id: 'recipe',
  tags: ['ledByHer'],
  context: ({ input }) => {
    const elapsedSeconds = Math.max(0, input.resume?.elapsedSeconds ?? 0)
    return {
      totalSeconds: input.minutes * 60,
      elapsedSeconds,
      resumed: input.resume ? (input.resume.runsOn ? 'runsOn' : 'waits') : null,
      stepWaits: input.stepWaits,
      ...resumedStep(input, elapsedSeconds),
    }
  },
  initial: 'opening',
  states: {
    // A kept recipe never ran out while she was away: it waits on her step, or runs on.
    opening: {
      always: [{ guard: 'runsOn', target: 'running' }, { guard: 'waitsForHer', target: 'interrupted' }, { target: 'idle' }],
    },
    idle: {
      on: { 'card.start': { target: 'running' } },
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
      entry: keepHeld,
      on: {
        'card.resume': { target: 'running' },
        'card.stop': { target: 'askingStop.fromPaused' },
      },
    },
    // A kept recipe taken up again after the page that ran it was gone: 'Continuar de onde parei'.
    interrupted: {
      tags: ['active', 'tutorialVisible', 'interrupted'],
      entry: keepHeld,
      on: {
        'card.resume': { target: 'running' },
        'card.stop': { target: 'askingStop.fromPaused' },
      },
    },
    // 'Parar?' One stray tap loses nothing: the step and its timer wait while she answers.
    askingStop: {
      tags: ['active', 'askingStop', 'tutorialVisible'],
      entry: keepHeld,
      initial: 'fromRunning',
      states: {
        fromRunning: { tags: ['askedWhileRunning'], on: { 'card.stopCancel': { target: '#recipe.running' } } },
        fromPaused: { on: { 'card.stopCancel': { target: '#recipe.paused' } } },
      },
      on: { 'card.stopConfirm': { target: 'idle', actions: ['resetRecipe', 'forgetProgress'] } },
    },
    completed: {
      tags: ['completed'],
      entry: ['finishTimer', 'forgetProgress'],
      on: { 'card.repeat': { target: 'idle', actions: 'resetRecipe' } },
    },
  },
})

export type RecipeSnapshot = SnapshotFrom<typeof recipeMachine>
