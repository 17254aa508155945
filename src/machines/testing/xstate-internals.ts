import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate'

// The two things the coverage replay needs that XState does not offer as public API: the
// transitions a microstep took and the state nodes a snapshot is in. Read here only, so an XState
// upgrade that renames them breaks one file, loudly (xstate-internals.test.ts), instead of letting
// the coverage tests pass on nothing.

function changed(what: string): Error {
  return new Error(`XState no longer gives ${what}: adapt src/machines/testing/xstate-internals.ts to this version`)
}

/** The transitions one microstep took, eventless and guarded ones included; none for other inspection events. */
export function microstepTransitions(inspection: InspectionEvent): readonly AnyTransitionDefinition[] {
  if (inspection.type !== '@xstate.microstep') return []
  const transitions: unknown = (inspection as { _transitions?: unknown })._transitions
  if (!Array.isArray(transitions)) throw changed("a microstep's transitions as `_transitions`")
  return transitions as AnyTransitionDefinition[]
}

/** The state nodes a machine's snapshot is in; none for an invoked callback's or promise's snapshot. */
export function activeStateNodes(inspection: InspectionEvent): readonly AnyStateNode[] {
  if (inspection.type !== '@xstate.snapshot' || !('machine' in inspection.snapshot)) return []
  const nodes: unknown = (inspection.snapshot as AnyMachineSnapshot & { _nodes?: unknown })._nodes
  if (!Array.isArray(nodes)) throw changed("a machine snapshot's state nodes as `_nodes`")
  return nodes as AnyStateNode[]
}
