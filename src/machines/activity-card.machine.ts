import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate'
import type { Activity, TutorialStep } from '../data/activity-types'
import { tutorialPosition, type TutorialPosition } from './tutorial'

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
  | TimerTick

export interface ActivityCardInput {
  activity: Pick<Activity, 'duration'>
  /** Her journal says she completed it today: the card opens completed, without celebrating again. */
  completedToday?: boolean
}

export interface TickerInput {
  /** Seconds already done when this run (a start or a resume) begins. */
  fromSeconds: number
}

interface ActivityCardContext {
  totalSeconds: number
  elapsedSeconds: number
  completedToday: boolean
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
 * keeps the seconds she saw, the same ones a resume starts from.
 */
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
          ? Math.min(context.totalSeconds, Math.max(context.elapsedSeconds, event.elapsedSeconds))
          : context.elapsedSeconds,
    }),
    resetTimer: assign({ elapsedSeconds: 0 }),
    finishTimer: assign({ elapsedSeconds: ({ context }) => context.totalSeconds }),
    recordCompletion: () => {},
    celebrate: () => {},
  },
  guards: {
    wasCompletedToday: ({ context }) => context.completedToday,
    isTimeUp: ({ context, event }) => event.type === 'timer.tick' && event.elapsedSeconds >= context.totalSeconds,
  },
}).createMachine({
  id: 'activityCard',
  context: ({ input }) => ({
    totalSeconds: input.activity.duration * 60,
    elapsedSeconds: 0,
    completedToday: input.completedToday ?? false,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'wasCompletedToday', target: 'completed' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'card.start': { target: 'running' },
        'journal.completed': { target: 'completed' },
      },
    },
    running: {
      tags: ['active', 'tutorialVisible'],
      invoke: [
        { id: 'ticker', src: 'ticker', input: ({ context }) => ({ fromSeconds: context.elapsedSeconds }) },
        { id: 'wakeLock', src: 'wakeLock' },
      ],
      on: {
        'timer.tick': [
          { guard: 'isTimeUp', target: 'completed', actions: ['recordCompletion', 'celebrate'] },
          { actions: 'setElapsed' },
        ],
        'card.pause': { target: 'paused' },
        'card.stop': { target: 'askingStop.fromRunning' },
      },
    },
    paused: {
      tags: ['active'],
      on: {
        'card.resume': { target: 'running' },
        'card.stop': { target: 'askingStop.fromPaused' },
      },
    },
    // 'Parar?' One stray tap loses nothing: the clock waits while she answers.
    askingStop: {
      tags: ['active', 'askingStop'],
      initial: 'fromRunning',
      states: {
        fromRunning: { tags: ['askedWhileRunning'], on: { 'card.stopCancel': { target: '#activityCard.running' } } },
        fromPaused: { on: { 'card.stopCancel': { target: '#activityCard.paused' } } },
      },
      on: { 'card.stopConfirm': { target: 'idle', actions: 'resetTimer' } },
    },
    completed: {
      tags: ['completed'],
      entry: 'finishTimer',
      on: {
        'card.repeat': { target: 'idle', actions: 'resetTimer' },
        'day.change': { target: 'idle', actions: 'resetTimer' },
      },
    },
  },
})

type ActivityCardSnapshot = SnapshotFrom<typeof activityCardMachine>

export const selectRemainingSeconds = (snapshot: ActivityCardSnapshot) =>
  snapshot.context.totalSeconds - snapshot.context.elapsedSeconds

/**
 * The step of the tutorial to show, only while running and not paused (docs/product.md, Activity card). The steps are
 * content, not state: the UI brings them (they load after the screen).
 */
export const selectTutorial =
  (steps: readonly TutorialStep[]) =>
  (snapshot: ActivityCardSnapshot): TutorialPosition | undefined =>
    snapshot.hasTag('tutorialVisible') ? tutorialPosition(steps, snapshot.context.elapsedSeconds) : undefined
