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

/** A run kept on her device, taken up again where she was (src/device/run-in-progress.ts). */
export interface CardResume {
  /** Seconds done by now, counted on the wall clock while she was away if it was running. */
  elapsedSeconds: number
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
}

/** What is kept of the run as it changes: the seconds done, and whether they go on counting. */
export interface CardProgress {
  elapsedSeconds: number
  running: boolean
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
    keepProgress: (_, _progress: CardProgress) => {},
    forgetProgress: () => {},
  },
  guards: {
    ranOutWhileAway: ({ context }) => context.resumed !== null && context.elapsedSeconds >= context.totalSeconds,
    runsOn: ({ context }) => context.resumed === 'runsOn',
    waitsForHer: ({ context }) => context.resumed === 'waits',
    wasCompletedToday: ({ context }) => context.completedToday,
    isTimeUp: ({ context, event }) => event.type === 'timer.tick' && event.elapsedSeconds >= context.totalSeconds,
  },
}).createMachine({
  id: 'activityCard',
  context: ({ input }) => ({
    totalSeconds: input.activity.duration * 60,
    elapsedSeconds: Math.min(input.activity.duration * 60, Math.max(0, input.resume?.elapsedSeconds ?? 0)),
    completedToday: input.completedToday ?? false,
    resumed: input.resume ? (input.resume.runsOn ? 'runsOn' : 'waits') : null,
  }),
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
      entry: { type: 'keepProgress', params: ({ context }) => ({ elapsedSeconds: context.elapsedSeconds, running: true }) },
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
    // The step she was on stays in sight (dimmed by the UI), so she knows where she will go on.
    paused: {
      tags: ['active', 'tutorialVisible'],
      entry: { type: 'keepProgress', params: ({ context }) => ({ elapsedSeconds: context.elapsedSeconds, running: false }) },
      on: {
        'card.resume': { target: 'running' },
        'card.stop': { target: 'askingStop.fromPaused' },
      },
    },
    // A kept run taken up again after the page that ran it was gone: 'Continuar de onde parei'.
    interrupted: {
      tags: ['active', 'tutorialVisible', 'interrupted'],
      entry: { type: 'keepProgress', params: ({ context }) => ({ elapsedSeconds: context.elapsedSeconds, running: false }) },
      on: {
        'card.resume': { target: 'running' },
        'card.stop': { target: 'askingStop.fromPaused' },
      },
    },
    // 'Parar?' One stray tap loses nothing: the clock waits while she answers.
    askingStop: {
      tags: ['active', 'askingStop', 'tutorialVisible'],
      entry: { type: 'keepProgress', params: ({ context }) => ({ elapsedSeconds: context.elapsedSeconds, running: false }) },
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
