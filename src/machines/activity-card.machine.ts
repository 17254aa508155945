import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate'
import type { Activity, TutorialStep } from '../data/activity-types'
import type { EndSignal, RunProgress, RunResume, TickerInput, TimerTick } from './activity-run'
import { tutorialPosition, type TutorialPosition } from './tutorial'

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
  resume?: RunResume
}

interface ActivityCardContext {
  totalSeconds: number
  elapsedSeconds: number
  completedToday: boolean
  /** How it opens from a kept run, if it does. */
  resumed: 'runsOn' | 'waits' | null
}

/**
 * One activity card led by the clock (docs/product.md, Activity card): idle → running ⇄ paused; 'Parar' asks first
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
 * The end of the timer is signalled (`signalEnd`: the UI's soft sound and short vibration); an end
 * she was away for is not. A recipe, which her taps lead, is recipe.machine.ts.
 */
const progress = (context: ActivityCardContext, running: boolean): RunProgress => ({ elapsedSeconds: context.elapsedSeconds, running })

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
    keepProgress: (_, _progress: RunProgress) => {},
    forgetProgress: () => {},
    // The UI's soft sound and short vibration, when her settings and the hour allow them.
    signalEnd: (_, _signal: EndSignal) => {},
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
  context: ({ input }) => {
    const totalSeconds = input.activity.duration * 60
    return {
      totalSeconds,
      elapsedSeconds: Math.min(totalSeconds, Math.max(0, input.resume?.elapsedSeconds ?? 0)),
      completedToday: input.completedToday ?? false,
      resumed: input.resume ? (input.resume.runsOn ? 'runsOn' : 'waits') : null,
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
      entry: { type: 'keepProgress', params: ({ context }) => progress(context, true) },
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
          { actions: 'setElapsed' },
        ],
        'card.pause': { target: 'paused' },
        'card.stop': { target: 'askingStop.fromRunning' },
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

export const selectRemainingSeconds = ({ context }: ActivityCardSnapshot) => Math.max(0, context.totalSeconds - context.elapsedSeconds)

/**
 * The step of the tutorial to show while it is under way (docs/product.md, Activity card): the last
 * one whose start time has passed. The steps are content, not state: the UI brings them (they load after the screen).
 */
export const selectTutorial =
  (steps: readonly TutorialStep[]) =>
  (snapshot: ActivityCardSnapshot): TutorialPosition | undefined =>
    snapshot.hasTag('tutorialVisible') ? tutorialPosition(steps, snapshot.context.elapsedSeconds) : undefined
