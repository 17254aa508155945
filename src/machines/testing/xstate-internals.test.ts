import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, type InspectionEvent } from 'xstate'
import { activeStateNodes, microstepTransitions } from './xstate-internals'

// A machine with an eventless, a guarded and an invoked step: what the coverage replay must see.
const machine = setup({
  actors: { load: fromPromise(async () => 'ok') },
  guards: { isReady: () => true },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  states: {
    idle: { on: { go: { target: 'checking', guard: 'isReady' } } },
    checking: { always: 'loading' },
    loading: { invoke: { id: 'load', src: 'load' } },
  },
})

function inspect() {
  const events: InspectionEvent[] = []
  const actor = createActor(machine, { inspect: (event) => void events.push(event) }).start()
  actor.send({ type: 'go' })
  actor.stop()
  return events
}

describe('the XState internals the coverage replay reads', () => {
  it('gives the transitions of each microstep, with their source and targets', () => {
    const taken = inspect()
      .flatMap(microstepTransitions)
      .map((t) => `${t.source.id}→${t.target?.map((node) => node.id).join(',')}`)
    expect(taken).toEqual(['probe.idle→probe.checking', 'probe.checking→probe.loading'])
  })

  it("gives the state nodes of the machine's snapshots, and none of the invoked actor's", () => {
    const entered = inspect().flatMap((event) => activeStateNodes(event).map((node) => node.id))
    expect(new Set(entered)).toEqual(new Set(['probe', 'probe.idle', 'probe.loading']))
  })

  it('fails loudly when a version no longer has them', () => {
    const [microstep] = inspect().filter((event) => event.type === '@xstate.microstep')
    const renamed = { ...microstep!, _transitions: undefined } as unknown as InspectionEvent
    expect(() => microstepTransitions(renamed)).toThrow("XState no longer gives a microstep's transitions as `_transitions`")
    const [snapshot] = inspect().filter((event) => event.type === '@xstate.snapshot' && 'machine' in event.snapshot)
    const withoutNodes = { ...snapshot!, snapshot: { ...(snapshot as { snapshot: object }).snapshot, _nodes: undefined } } as unknown as InspectionEvent
    expect(() => activeStateNodes(withoutNodes)).toThrow("XState no longer gives a machine snapshot's state nodes as `_nodes`")
  })
})
