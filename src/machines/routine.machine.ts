import { assign, enqueueActions, fromCallback, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate'
import type { Playable } from '../data/playable'
import { activityCardMachine } from './activity-card.machine'

type RoutineEvent =
  | { type: 'routine.start' }
  | { type: 'routine.skip' }
  | { type: 'routine.next' }
  | { type: 'routine.pause' }
  | { type: 'routine.resume' }
  | { type: 'routine.stop' }
  /** The activity running now reached its end (its activity-card actor says so). */
  | { type: 'activity.done' }

export interface RoutineInput {
  /** In the order she does them; at least one. */
  activities: readonly Playable[]
}

interface RoutineContext {
  activities: readonly Playable[]
  /** The activity playing, or coming next during the breather. */
  index: number
  /** How many she completed (not skipped): a routine counts as done only with one at least. */
  completed: number
}

type CardImplementations = Parameters<typeof activityCardMachine.provide>[0]

/**
 * The activity-card machine as a routine runs it: its completion is told to the routine, which
 * records it (the card's own recordCompletion stays inert). The UI passes its ticker and Wake Lock.
 */
export function activityInRoutine(implementations: Pick<CardImplementations, 'actors'> = {}) {
  return activityCardMachine.provide({
    ...implementations,
    actions: { celebrate: sendParent({ type: 'activity.done' }) },
  })
}

/**
 * A routine (docs/product.md, Routines): her activities one after the other, each run by an
 * activity-card actor (the same machine as every card and the player), started at once; a short
 * breather between two, saying what comes next, which she may hold or cut short, the screen kept
 * awake while it counts down (the `wakeLock` actor, as an activity's); skip moves on without
 * recording; stop ends it. Each completed activity and, at the end, the routine itself are
 * recorded through actions the UI provides, then the routine is celebrated.
 */
export const routineMachine = setup({
  types: {
    context: {} as RoutineContext,
    events: {} as RoutineEvent,
    input: {} as RoutineInput,
    // Which actor each child id holds, so `children.activity` is the activity card.
    children: {} as { activity: 'activity'; wakeLock: 'wakeLock' },
  },
  actors: {
    // The UI provides the card with its ticker and Wake Lock (activityInRoutine).
    activity: activityInRoutine(),
    // Inert default: the UI provides Screen Wake Lock, as it does to the card.
    wakeLock: fromCallback(() => {}),
  },
  actions: {
    startActivity: sendTo('activity', { type: 'card.start' }),
    pauseActivity: sendTo('activity', { type: 'card.pause' }),
    resumeActivity: sendTo('activity', { type: 'card.resume' }),
    countCompleted: assign({ completed: ({ context }) => context.completed + 1 }),
    advance: assign({ index: ({ context }) => context.index + 1 }),
    recordActivity: (_, _params: { activity: Playable }) => {},
    recordRoutine: () => {},
    celebrate: () => {},
  },
  guards: {
    hasNext: ({ context }) => context.index + 1 < context.activities.length,
  },
  delays: {
    breatherDuration: 15_000,
  },
}).createMachine({
  id: 'routine',
  context: ({ input }) => ({ activities: input.activities, index: 0, completed: 0 }),
  initial: 'ready',
  on: { 'routine.stop': { target: '.stopped' } },
  states: {
    ready: {
      on: { 'routine.start': { target: 'playing' } },
    },
    playing: {
      tags: ['playing', 'underWay'],
      invoke: {
        id: 'activity',
        src: 'activity',
        input: ({ context }) => ({ activity: { duration: context.activities[context.index]!.minutes } }),
      },
      on: {
        'routine.skip': [
          { guard: 'hasNext', target: 'playing', reenter: true, actions: 'advance' },
          { target: 'finished' },
        ],
      },
      initial: 'starting',
      states: {
        // Entered after the activity's actor exists (a child state's entry runs after its parent's invoke).
        starting: { entry: 'startActivity', always: { target: 'running' } },
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
        if (context.completed === 0) return // she skipped every one: nothing to record or celebrate
        enqueue('recordRoutine')
        enqueue('celebrate')
      }),
    },
    stopped: {
      type: 'final',
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
