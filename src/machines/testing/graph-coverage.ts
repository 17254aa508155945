import { getStateNodes, type StatePath } from 'xstate/graph'
import type { MachinePath } from './generate-paths'
import { activeStateNodes, microstepTransitions } from './inspected-steps'
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
} from 'xstate'

/** Every state node of a machine but its root, by id (`chat.sending`). */
export function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id)
}

/** A readable, stable name for a transition: `source —event→ targets [guard]`. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((node) => node.id).join(',') ?? '(self)'
  const guard = transition.guard ? ` [${describeGuard(transition.guard)}]` : ''
  return `${transition.source.id} —${transition.eventType || 'always'}→ ${targets}${guard}`
}

function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type)
  if (typeof guard === 'function') return guard.name || 'inline'
  return 'guard'
}

/** Every transition written in the machine, eventless ones included. */
export function allTransitionNames(machine: AnyStateMachine): string[] {
  const names = new Set<string>()
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) list.forEach((t) => names.add(transitionName(t)))
    node.always?.forEach((t) => names.add(transitionName(t)))
  }
  return [...names]
}

export interface Coverage {
  states: Set<string>
  transitions: Set<string>
}

/**
 * Replays generated paths on real actors and records every state entered and every transition
 * taken (from XState's inspection microsteps, so eventless and guarded branches count too).
 * Give it a machine whose actors and delays cannot fire on their own: the paths carry their
 * results as events.
 */
export function replayCoverage<M extends AnyStateMachine>(
  machine: M,
  paths: ReadonlyArray<StatePath<AnyMachineSnapshot, EventObject> | MachinePath<M>>,
  input?: InputFrom<M>,
  coverage: Coverage = { states: new Set(), transitions: new Set() },
): Coverage {
  for (const path of paths) {
    const actor = createActor(machine, {
      input,
      inspect: (inspection) => {
        for (const t of microstepTransitions(inspection)) {
          coverage.transitions.add(transitionName(t))
          coverage.states.add(t.source.id)
        }
        for (const node of activeStateNodes(inspection)) if (node.parent) coverage.states.add(node.id)
      },
    })
    actor.start()
    for (const step of path.steps.slice(1)) actor.send(step.event as EventFromLogic<M>)
    actor.stop()
  }
  return coverage
}

/** What a coverage misses, for a readable failure message. */
export function uncovered(machine: AnyStateMachine, coverage: Coverage) {
  return {
    states: allStateIds(machine).filter((id) => !coverage.states.has(id)),
    transitions: allTransitionNames(machine).filter((name) => !coverage.transitions.has(name)),
  }
}
