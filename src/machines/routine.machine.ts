import { assign, enqueueActions, fromCallback, sendTo, setup, spawnChild, stopChild, type SnapshotFrom } from 'xstate'
import type { Playable } from '../data/playable'
import type { ActivityProgress, RecipePlace } from './activity-run'
import { activitiesInRoutine } from './routine-activities'

type RoutineEvent =
  | { type: 'routine.start' }
  | { type: 'routine.skip' }
  | { type: 'routine.next' }
  | { type: 'routine.pause' }
  | { type: 'routine.resume' }
  | { type: 'routine.stop' }
  /** The activity running now reached its end (its actor says so). */
  | { type: 'activity.done' }
  /** The activity's timer changed (a start, a pause, a resume, a recipe's step): the routine keeps where she is. */
  | ({ type: 'activity.progress' } & ActivityProgress)

/** A routine kept on her device, taken up again after the page that ran it was gone. */
export interface RoutineResume {
  /** The activity she was in, or the one she had just finished (the breather after it). */
  index: number
  completed: number
  /**
   * The activity under way (its seconds by now, counted on the wall clock, and a recipe's step), or
   * null: the breather.
   */
  activity: { elapsedSeconds: number; step?: RecipePlace } | null
}

export interface RoutineInput {
  /** In the order she does them; at least one. */
  activities: readonly Playable[]
  resume?: RoutineResume
}

/** Where she is, as her device keeps it: the activity (its timer) or the breather after it (null). */
export interface RoutinePlace {
  index: number
  completed: number
  activity: ActivityProgress | null
}

interface RoutineContext {
  activities: readonly Playable[]
  /** The activity playing, or the one just done during the breather. */
  index: number
  /** How many she completed (not skipped): a routine counts as done only with one at least. */
  completed: number
  /** Where a kept run takes up again, until it has. */
  resume: RoutineResume | null
}

/** A kept run of the activity at `index`: its seconds by now, and a recipe's step; it waits for her. */
const keptRun = ({ resume }: RoutineContext) => {
  const kept = resume?.activity
  return kept && { resume: { elapsedSeconds: kept.elapsedSeconds, runsOn: false, ...(kept.step && { step: kept.step }) } }
}
const timedInput = (context: RoutineContext) => ({ activity: { duration: context.activities[context.index]!.minutes }, ...keptRun(context) })
const recipeInput = (context: RoutineContext) => {
  const { minutes, stepWaits = [] } = context.activities[context.index]!
  return { minutes, stepWaits, ...keptRun(context) }
}

/**
 * A routine (docs/product.md, Routines): her activities one after the other, each run by the
 * same machine as in the player (an activity card led by the clock, or a recipe led by her taps:
 * `playTimed` or `playRecipe` spawns it as the child `activity`), started at once; a short
 * breather between two, saying what comes next, which she may hold or cut short, the screen kept
 * awake while it counts down (the `wakeLock` actor, as an activity's); skip moves on without
 * recording; stop ends it. Each completed activity and, at the end, the routine itself are
 * recorded through actions the UI provides, then the routine is celebrated. Where she is (the
 * activity and its timer, or the breather after it) is kept as she moves (`keepPlace`, told by
 * the activity's actor with `activity.progress`; `forgetPlace` at the end); a kept routine opens
 * there after a reload (`resume`), waiting for her, its activity recorded if its time ran out meanwhile.
 */
export const routineMachine = setup({
  types: {
    context: {} as RoutineContext,
    events: {} as RoutineEvent,
    input: {} as RoutineInput,
    // Which actor each child id holds, so `children.activity` is the activity card or the recipe.
    children: {} as { activity: 'activity' | 'recipe'; wakeLock: 'wakeLock' },
  },
  actors: {
    // The UI provides them with their ticker and Wake Lock (activitiesInRoutine).
    ...activitiesInRoutine(),
    // Inert default: the UI provides Screen Wake Lock, as it does to the card.
    wakeLock: fromCallback(() => {}),
  },
  actions: {
    // The activity's own machine, as the child `activity`, for as long as she is in it.
    playRecipe: spawnChild('recipe', { id: 'activity', input: ({ context }) => recipeInput(context) }),
    playTimed: spawnChild('activity', { id: 'activity', input: ({ context }) => timedInput(context) }),
    endActivity: stopChild('activity'),
    startActivity: sendTo('activity', { type: 'card.start' }),
    pauseActivity: sendTo('activity', { type: 'card.pause' }),
    resumeActivity: sendTo('activity', { type: 'card.resume' }),
    countCompleted: assign({ completed: ({ context }) => context.completed + 1 }),
    advance: assign({ index: ({ context }) => context.index + 1 }),
    resumed: assign({ resume: null }),
    recordActivity: (_, _params: { activity: Playable }) => {},
    recordRoutine: () => {},
    celebrate: () => {},
    keepPlace: (_, _place: RoutinePlace) => {},
    forgetPlace: () => {},
  },
  guards: {
    hasNext: ({ context }) => context.index + 1 < context.activities.length,
    playsRecipe: ({ context }) => Boolean(context.activities[context.index]!.stepWaits?.length),
    // A recipe is led by her taps: its minutes, a guide, never run out.
    ranOutWhileAway: ({ context }) =>
      context.resume?.activity != null &&
      !context.activities[context.index]!.stepWaits?.length &&
      context.resume.activity.elapsedSeconds >= context.activities[context.index]!.minutes * 60,
    resumesInActivity: ({ context }) => context.resume?.activity != null,
    resumesInBreather: ({ context }) => context.resume !== null && context.resume.activity === null,
  },
  delays: {
    breatherDuration: 15_000,
  },
}).createMachine({
  id: 'routine',
  context: ({ input }) => ({
    activities: input.activities,
    index: input.resume?.index ?? 0,
    completed: input.resume?.completed ?? 0,
    resume: input.resume ?? null,
  }),
  initial: 'opening',
  on: { 'routine.stop': { target: '.stopped' } },
  states: {
    // A kept run opens where she was, waiting for her; an activity whose time ran out while she
    // was away is recorded, and she goes on when she is ready (the breather held), never without her.
    opening: {
      always: [
        {
          guard: 'ranOutWhileAway',
          target: 'finishedWhileAway',
          actions: [
            { type: 'recordActivity', params: ({ context }) => ({ activity: context.activities[context.index]! }) },
            'countCompleted',
            'resumed',
          ],
        },
        { guard: 'resumesInActivity', target: 'playing' },
        { guard: 'resumesInBreather', target: 'breather.held', actions: 'resumed' },
        { target: 'ready' },
      ],
    },
    finishedWhileAway: {
      always: [{ guard: 'hasNext', target: 'breather.held' }, { target: 'finished' }],
    },
    ready: {
      on: { 'routine.start': { target: 'playing' } },
    },
    playing: {
      tags: ['playing', 'underWay'],
      exit: 'endActivity',
      on: {
        'routine.skip': [
          { guard: 'hasNext', target: 'playing', reenter: true, actions: 'advance' },
          { target: 'finished' },
        ],
        'activity.progress': {
          actions: {
            type: 'keepPlace',
            params: ({ context, event }) => ({
              index: context.index,
              completed: context.completed,
              activity: { elapsedSeconds: event.elapsedSeconds, running: event.running, ...(event.step && { step: event.step }) },
            }),
          },
        },
      },
      initial: 'opening',
      states: {
        // Her activity's own machine, as the child `activity`: a recipe moves by her taps here as it
        // does alone, and opens on its kept step; any other activity is led by the clock.
        opening: {
          always: [
            { guard: 'playsRecipe', target: 'starting', actions: 'playRecipe' },
            { target: 'starting', actions: 'playTimed' },
          ],
        },
        // Entered once the activity's actor exists.
        starting: {
          always: [
            { guard: 'resumesInActivity', target: 'interrupted', actions: 'resumed' },
            { target: 'running', actions: 'startActivity' },
          ],
        },
        // Taken up again after a reload: her activity waits where she was ('Continuar de onde parei').
        interrupted: {
          tags: ['paused', 'interrupted'],
          on: { 'routine.resume': { target: 'running', actions: 'resumeActivity' } },
        },
        running: {
          on: {
            // Only a running activity's timer ends it.
            'activity.done': [
              {
                guard: 'hasNext',
                target: '#routine.breather',
                actions: [
                  { type: 'recordActivity', params: ({ context }) => ({ activity: context.activities[context.index]! }) },
                  'countCompleted',
                ],
              },
              {
                target: '#routine.finished',
                actions: [
                  { type: 'recordActivity', params: ({ context }) => ({ activity: context.activities[context.index]! }) },
                  'countCompleted',
                ],
              },
            ],
            'routine.pause': { target: 'paused', actions: 'pauseActivity' },
          },
        },
        paused: {
          tags: ['paused'],
          on: { 'routine.resume': { target: 'running', actions: 'resumeActivity' } },
        },
      },
    },
    breather: {
      tags: ['breather', 'underWay'],
      entry: { type: 'keepPlace', params: ({ context }) => ({ index: context.index, completed: context.completed, activity: null }) },
      initial: 'counting',
      states: {
        // The next activity starts by itself: the screen must not sleep before it does.
        counting: {
          invoke: { id: 'wakeLock', src: 'wakeLock' },
          after: { breatherDuration: { target: '#routine.playing', actions: 'advance' } },
          on: { 'routine.pause': { target: 'held' } },
        },
        // She waits as long as she likes, the screen free to sleep (as a paused activity); 'routine.next' goes on.
        held: { tags: ['held'] },
      },
      on: { 'routine.next': { target: 'playing', actions: 'advance' } },
    },
    finished: {
      tags: ['finished'],
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue('forgetPlace')
        if (context.completed === 0) return // she skipped every one: nothing to record or celebrate
        enqueue('recordRoutine')
        enqueue('celebrate')
      }),
    },
    stopped: {
      type: 'final',
      entry: 'forgetPlace',
    },
  },
})

type RoutineSnapshot = SnapshotFrom<typeof routineMachine>

/** The activity playing now, or coming next during the breather. */
export const selectCurrentActivity = (snapshot: RoutineSnapshot): Playable | undefined =>
  snapshot.context.activities[snapshot.hasTag('breather') ? snapshot.context.index + 1 : snapshot.context.index]

export const selectPosition = (snapshot: RoutineSnapshot) => ({
  number: (snapshot.hasTag('breather') ? snapshot.context.index + 1 : snapshot.context.index) + 1,
  total: snapshot.context.activities.length,
})
