import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate'

interface PathOptions<M extends AnyStateMachine> {
  events: ReadonlyArray<EventFromLogic<M>>
  input?: InputFrom<M>
  serializeState?: (snapshot: AnyMachineSnapshot) => string
  /** Simple paths multiply fast; leave them out for larger graphs. */
  simple?: boolean
}

export type MachinePath<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventFromLogic<M>>

/**
 * Shortest paths to every state, plus (for small graphs) every simple path, with duplicates
 * removed. Passing `events` replaces XState's discovery, so it must list every event (STACK.md).
 */
export function generatePaths<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): MachinePath<M>[] {
  const traversal = {
    events: [...options.events],
    ...(options.input !== undefined && { input: options.input }),
    ...(options.serializeState && { serializeState: options.serializeState }),
  }
  const paths = [
    ...getShortestPaths(machine, traversal),
    ...(options.simple === false ? [] : getSimplePaths(machine, traversal)),
  ] as MachinePath<M>[]
  const seen = new Set<string>()
  return paths.filter((path) => {
    const key = JSON.stringify(path.steps.map((step) => step.event))
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
