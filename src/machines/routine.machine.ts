import { assign, enqueueActions, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate'
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

/**
 * A routine (docs/product.md, Routines): her activities one after the other, each run by an
 * activity-card actor (the same machine as every card and the player), started at once; a short
 * breather between two, saying what comes next, which she may hold or cut short; skip moves on
 * without recording; stop ends it. Each completed activity and, at the end, the routine itself are
 * recorded through actions the UI provides, then the routine is celebrated.
 */
export const routineMachine = setup({
  types: {
    context: {} as RoutineContext,
    events: {} as RoutineEvent,
    input: {} as RoutineInput,
  },
  actors: {
    // The UI provides the card with its ticker and Wake Lock; its completion is told to the routine.
    activity: activityCardMachine.provide({ actions: { celebrate: sendParent({ type: 'activity.done' }) } }),
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
      tags: ['playing'],
      invoke: {
        id: 'activity',
        src: 'activity',
        input: ({ context }) => ({ activity: { duration: context.activities[context.index]!.minutes } }),
      },
      on: {
        'activity.done': [
          {
            guard: 'hasNext',
            target: 'breather',
            actions: [
              { type: 'recordActivity', params: ({ context }) => ({ activity: context.activities[context.index]! }) },
              'countCompleted',
            ],
          },
          {
            target: 'finished',
            actions: [
              { type: 'recordActivity', params: ({ context }) => ({ activity: context.activities[context.index]! }) },
              'countCompleted',
            ],
          },
        ],
        'routine.skip': [
          { guard: 'hasNext', target: 'playing', reenter: true, actions: 'advance' },
          { target: 'finished' },
        ],
        'routine.pause': { actions: 'pauseActivity' },
        'routine.resume': { actions: 'resumeActivity' },
      },
      // Entered after the activity's actor exists (a child state's entry runs after its parent's invoke).
      initial: 'underway',
      states: { underway: { entry: 'startActivity' } },
    },
    breather: {
      tags: ['breather'],
      initial: 'counting',
      states: {
        counting: {
          after: { breatherDuration: { target: '#routine.playing', actions: 'advance' } },
          on: { 'routine.pause': { target: 'held' } },
        },
        held: {
          tags: ['held'],
          on: { 'routine.resume': { target: 'counting' } },
        },
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
