import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, type InspectionEvent } from 'xstate'
import { activeStateNodes, microstepTransitions } from './inspected-steps'

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

describe('what the coverage replay reads of inspection events', () => {
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

  it('gives every node of a nested and a parallel state, each region down to its leaf', () => {
    const nested = setup({}).createMachine({
      id: 'nested',
      initial: 'a',
      states: {
        a: { initial: 'x', states: { x: { on: { go: '#nested.b' } } } },
        b: {
          type: 'parallel',
          states: { left: { initial: 'on', states: { on: {} } }, right: { initial: 'off', states: { off: {} } } },
        },
      },
    })
    const events: InspectionEvent[] = []
    const actor = createActor(nested, { inspect: (event) => void events.push(event) }).start()
    actor.send({ type: 'go' })
    actor.stop()
    const [first, last] = events.filter((event) => event.type === '@xstate.snapshot').map((event) => activeStateNodes(event).map((node) => node.id))
    expect(first).toEqual(['nested', 'nested.a', 'nested.a.x'])
    expect(last).toEqual(['nested', 'nested.b', 'nested.b.left', 'nested.b.left.on', 'nested.b.right', 'nested.b.right.off'])
  })

  it("fails loudly when a version no longer gives a microstep's transitions", () => {
    const [microstep] = inspect().filter((event) => event.type === '@xstate.microstep')
    const renamed = { ...microstep!, _transitions: undefined } as unknown as InspectionEvent
    expect(() => microstepTransitions(renamed)).toThrow("XState no longer gives a microstep's transitions as `_transitions`")
  })
})
