import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import type { Playable } from '../../../data/playable'
import { routineMachine, type RoutineInput } from '../../routine.machine'
import { generatePaths } from '../generate-paths'

type RoutineEvent = EventFrom<typeof routineMachine>

const activity = (id: string, minutes: number): Playable => ({
  id,
  title: id,
  description: id,
  minutes,
  type: 'exercise',
  kind: 'exercise',
})

/** Two activities: enough for 'one more after this' and 'the last one'. */
export const routineInput: RoutineInput = { activities: [activity('ombros-soltos', 3), activity('punhos-e-maos', 2)] }

/** A recipe first, led by her taps (its own machine), then an activity the clock leads. */
export const recipeFirstInput: RoutineInput = {
  activities: [{ ...activity('sopa', 2), type: 'food', kind: 'recipe', stepWaits: [0, 300, 0] }, routineInput.activities[1]!],
}

/**
 * The same routine kept on her device and opened again after a reload: in its first activity, in
 * the breather after it, and with the activity under way run out while she was away (one more to
 * go, or the last one).
 */
export const resumedInputs = {
  'in an activity': { ...routineInput, resume: { index: 0, completed: 0, activity: { elapsedSeconds: 60 } } },
  'in the breather': { ...routineInput, resume: { index: 0, completed: 1, activity: null } },
  'ran out, one more to go': { ...routineInput, resume: { index: 0, completed: 0, activity: { elapsedSeconds: 180 } } },
  'ran out, the last one': { ...routineInput, resume: { index: 1, completed: 1, activity: { elapsedSeconds: 120 } } },
} satisfies Record<string, RoutineInput>

/** The breather's end, as the event XState raises for it (docs/architecture.md, Model-based tests). */
export const breatherEndEvent = { type: 'xstate.after.breatherDuration.routine.breather.counting' } as const

export const routineEvents = [
  { type: 'routine.start' },
  { type: 'routine.skip' },
  { type: 'routine.next' },
  { type: 'routine.pause' },
  { type: 'routine.resume' },
  { type: 'routine.stop' },
  { type: 'activity.done' },
  { type: 'activity.progress', elapsedSeconds: 30, running: false },
  breatherEndEvent,
] as unknown as readonly RoutineEvent[]

// Where she is and whether she completed any: what the guards and the end read.
export const serializeRoutineState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.index, snapshot.context.completed > 0])

export function routinePaths(input: RoutineInput = routineInput) {
  return generatePaths(routineMachine, { events: routineEvents, input, serializeState: serializeRoutineState, simple: false })
}

export function describeRoutinePath(path: { steps: ReadonlyArray<{ event: { type: string } }> }) {
  const name = (type: string) => (type === breatherEndEvent.type ? 'breather ends (15 s)' : type)
  return (
    path.steps
      .slice(1)
      .map(({ event }) => name(event.type))
      .join(' → ') || 'início'
  )
}
