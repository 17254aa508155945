import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate'

interface PathOptions<M extends AnyStateMachine> {
  events: ReadonlyArray<EventFromLogic<M>>
  input?: InputFrom<M>
  /** How two snapshots count as the same state; defaults to the state value plus context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string
  /** Simple paths multiply fast; leave them out for larger graphs. */
  simple?: boolean
}

export type MachinePath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventFromLogic<M>>

export const byValueAndContext = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context })

/**
 * Paths that enter every state and take every transition: the shortest path to every
 * (previous state, event, next state) triple, plus (for small graphs) every simple path, with
 * duplicates removed. Passing `events` replaces XState's discovery, so it must list every event,
 * or states go unreached without a word.
 */
export function generatePaths<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): MachinePath<M>[] {
  const serialize = options.serializeState ?? byValueAndContext
  const base = {
    events: [...options.events],
    ...(options.input !== undefined && { input: options.input }),
  }
  // Keying each vertex by how it was reached makes the shortest paths cover transitions, not just states.
  const byTransition = (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
    `${previous ? serialize(previous) : ''} —${event ? JSON.stringify(event) : ''}→ ${serialize(snapshot)}`
  const paths = [
    ...getShortestPaths(machine, { ...base, serializeState: byTransition }),
    ...(options.simple === false ? [] : getSimplePaths(machine, { ...base, serializeState: serialize })),
  ] as MachinePath<M>[]
  const seen = new Set<string>()
  return paths.filter((path) => {
    // Nothing happens after a final state (the screen has usually navigated away).
    if (path.steps.slice(0, -1).some((step) => (step.state as AnyMachineSnapshot).status === 'done')) return false
    const key = JSON.stringify(path.steps.map((step) => step.event))
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
