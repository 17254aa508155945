import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition, InspectionEvent, StateValue } from 'xstate'

// What the coverage replay reads of an actor's inspection events: the transitions a microstep took
// and the state nodes a snapshot is in.

/**
 * The transitions one microstep took, eventless and guarded ones included; none for other
 * inspection events. XState declares them on the microstep event as `_transitions`, the one field
 * with a private name read here: a version without it fails typecheck, and at run time fails
 * loudly (inspected-steps.test.ts) instead of letting the coverage tests pass on nothing.
 */
export function microstepTransitions(inspection: InspectionEvent): readonly AnyTransitionDefinition[] {
  if (inspection.type !== '@xstate.microstep') return []
  const transitions: unknown = inspection._transitions
  if (!Array.isArray(transitions)) {
    throw new Error("XState no longer gives a microstep's transitions as `_transitions`: adapt src/machines/testing/inspected-steps.ts")
  }
  return transitions as AnyTransitionDefinition[]
}

/** The state nodes below `parent` that `value` names, each with those below it. */
function nodesOf(parent: AnyStateNode, value: StateValue): AnyStateNode[] {
  if (typeof value === 'string') return [parent.states[value]!]
  return Object.entries(value).flatMap(([key, below]) => {
    const node = parent.states[key]!
    return below === undefined ? [node] : [node, ...nodesOf(node, below)]
  })
}

/**
 * The state nodes a machine's snapshot is in, its root first, read from its state value; none for
 * an invoked callback's or promise's snapshot.
 */
export function activeStateNodes(inspection: InspectionEvent): readonly AnyStateNode[] {
  if (inspection.type !== '@xstate.snapshot' || !('machine' in inspection.snapshot)) return []
  const { machine, value } = inspection.snapshot as AnyMachineSnapshot
  return [machine.root, ...nodesOf(machine.root, value)]
}
