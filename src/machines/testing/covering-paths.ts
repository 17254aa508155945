import { getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { byValueAndContext } from './generate-paths'

interface Step {
  state: AnyMachineSnapshot
  event: EventObject
}

interface Path {
  state: AnyMachineSnapshot
  steps: ReadonlyArray<Step>
  weight: number
}

// A path is one test: going on past this many events, a screen's replay would near its 20 s
// timeout on a busy 2-core machine (vitest.config.ts); a new path, one more render, is cheaper.
const mostEvents = 12

/** How two snapshots count as the same state; the same function the paths were generated with. */
export type SerializeState = (snapshot: AnyMachineSnapshot) => string

const edgeName = (before: AnyMachineSnapshot | undefined, event: EventObject, after: AnyMachineSnapshot, serialize: SerializeState) =>
  `${before ? serialize(before) : ''} —${JSON.stringify(event)}→ ${serialize(after)}`

/** The edges a path takes, `state —event→ next state`, the first step's initial state included. */
export function pathEdges(path: Pick<Path, 'steps'>, serialize: SerializeState = byValueAndContext): string[] {
  return path.steps.map((step, index) => edgeName(path.steps[index - 1]?.state, step.event, step.state, serialize))
}

/**
 * Few paths that between them take every edge the given paths take, and so enter every state they
 * enter: the screens must show every state and wire every transition, and a user replaying one
 * path per transition spends most of her time opening the screen again. Each path starts as one of
 * the given paths and goes on, on the machine itself, along edges not yet taken from where it
 * is (a refused event first: it stays there), up to a length; no path takes an edge the given paths do not take,
 * so what a screen's test filtered out stays out. Each path kept takes an edge no other kept path
 * takes. The machines' own tests replay every path.
 */
export function transitionCoveringPaths<P extends Path>(
  machine: AnyStateMachine,
  paths: ReadonlyArray<P>,
  serialize: SerializeState = byValueAndContext,
): P[] {
  const edgesOf = (path: Pick<Path, 'steps'>) => new Set(pathEdges(path, serialize))
  // A graph keeps one snapshot per state it tells apart, reached perhaps another way: each path
  // is replayed on the machine, so each step is the snapshot its own events lead to.
  const replayed = paths.map((path) => replay(machine, path))
  const uncovered = new Set(replayed.flatMap((path) => pathEdges(path, serialize)))
  // The events the given paths send from each state, to go on from there.
  const sentFrom = new Map<string, EventObject[]>()
  for (const path of replayed) {
    path.steps.slice(1).forEach((step, index) => {
      const from = serialize(path.steps[index]!.state)
      const sent = sentFrom.get(from) ?? []
      if (!sent.some((event) => JSON.stringify(event) === JSON.stringify(step.event))) sentFrom.set(from, [...sent, step.event])
    })
  }
  const walks: P[] = []
  while (uncovered.size > 0) {
    const start = mostUncovered(replayed, uncovered, edgesOf)
    const steps = [...start.steps]
    pathEdges(start, serialize).forEach((edge) => uncovered.delete(edge))
    while (steps.length <= mostEvents) {
      const next = nextStep(steps.at(-1)!.state)
      if (!next) break
      steps.push(next)
      uncovered.delete(edgeName(steps.at(-2)!.state, next.event, next.state, serialize))
    }
    walks.push({
      ...start,
      steps,
      state: steps.at(-1)!.state,
      weight: steps.length - 1,
    })
  }
  return withoutRedundant(walks, edgesOf)

  /** An edge not yet taken from this state, a refused event (it stays) before one that moves. */
  function nextStep(state: AnyMachineSnapshot): Step | undefined {
    const from = serialize(state)
    const untaken = (sentFrom.get(from) ?? [])
      .map((event) => ({
        event,
        state: getNextSnapshot(machine, state, event) as AnyMachineSnapshot,
      }))
      .filter((step) => uncovered.has(edgeName(state, step.event, step.state, serialize)))
    return untaken.find((step) => serialize(step.state) === from) ?? untaken[0]
  }
}

function replay<P extends Path>(machine: AnyStateMachine, path: P): P {
  const steps = path.steps.slice(0, 1)
  for (const { event } of path.steps.slice(1))
    steps.push({
      event,
      state: getNextSnapshot(machine, steps.at(-1)!.state, event) as AnyMachineSnapshot,
    })
  return { ...path, steps, state: steps.at(-1)!.state }
}

/** The path taking the most edges not yet taken; on a tie, the shorter one, then the first. */
function mostUncovered<P extends Path>(paths: ReadonlyArray<P>, uncovered: Set<string>, edgesOf: (path: P) => Set<string>): P {
  let best = paths[0]!
  let bestGain = -1
  for (const path of paths) {
    const gain = [...edgesOf(path)].filter((edge) => uncovered.has(edge)).length
    if (gain > bestGain || (gain === bestGain && path.steps.length < best.steps.length)) {
      best = path
      bestGain = gain
    }
  }
  return best
}

/** Drops, longest first, any path whose every edge another kept path takes too. */
function withoutRedundant<P extends Path>(chosen: P[], edgesOf: (path: P) => Set<string>): P[] {
  const edges = new Map(chosen.map((path) => [path, edgesOf(path)]))
  const kept = new Set(chosen)
  for (const path of [...chosen].sort((a, b) => b.steps.length - a.steps.length)) {
    const elsewhere = new Set([...kept].filter((other) => other !== path).flatMap((other) => [...edges.get(other)!]))
    if ([...edges.get(path)!].every((edge) => elsewhere.has(edge))) kept.delete(path)
  }
  return chosen.filter((path) => kept.has(path))
}
