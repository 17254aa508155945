import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { pathEdges, transitionCoveringPaths } from './covering-paths'
import { generatePaths } from './generate-paths'

// Three states, three events; 'back' is refused in idle and 'next' in done: refused events are
// edges too (a screen must not offer them).
// The steps forward are counted in a context the states below are not told apart by, as a
// model's graph abstracts what its guards do not read.
const machine = setup({
  types: {
    context: {} as { forward: number },
    events: {} as { type: 'next' } | { type: 'back' } | { type: 'reset' },
  },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  context: { forward: 0 },
  states: {
    idle: {
      on: {
        next: {
          target: 'middle',
          actions: assign({ forward: ({ context }) => context.forward + 1 }),
        },
        reset: 'idle',
      },
    },
    middle: {
      on: {
        next: {
          target: 'done',
          actions: assign({ forward: ({ context }) => context.forward + 1 }),
        },
        back: 'idle',
        reset: 'idle',
      },
    },
    done: { on: { back: 'middle', reset: 'idle' } },
  },
})
const events = [{ type: 'next' }, { type: 'back' }, { type: 'reset' }] as const
const byValue = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)

// Every (state, event → next state) of the machine, written out by hand.
const edge = (from: string, event: string, to: string) => `"${from}" —{"type":"${event}"}→ "${to}"`
const everyEdge = [
  ` —{"type":"xstate.init"}→ "idle"`,
  edge('idle', 'next', 'middle'),
  edge('idle', 'back', 'idle'),
  edge('idle', 'reset', 'idle'),
  edge('middle', 'next', 'done'),
  edge('middle', 'back', 'idle'),
  edge('middle', 'reset', 'idle'),
  edge('done', 'next', 'done'),
  edge('done', 'back', 'middle'),
  edge('done', 'reset', 'idle'),
]

const allPaths = generatePaths(machine, { events, serializeState: byValue })
const covering = transitionCoveringPaths(machine, allPaths, byValue)
const edgesOf = (paths: typeof allPaths) => new Set(paths.flatMap((path) => pathEdges(path, byValue)))

describe('transition-covering paths', () => {
  it('takes every edge of the machine, so enters every state, with fewer paths than the full set', () => {
    expect(edgesOf(allPaths)).toEqual(new Set(everyEdge))
    expect(edgesOf(covering)).toEqual(new Set(everyEdge))
    expect(new Set(covering.flatMap((path) => path.steps.map((step) => step.state.value)))).toEqual(new Set(['idle', 'middle', 'done']))
    expect(covering.length).toBeLessThan(allPaths.length)
    // Each one a given path's events, gone on from its end.
    const startsAsGiven = (path: (typeof covering)[number]) =>
      allPaths.some((given) => given.steps.every((step, i) => path.steps[i]?.event === step.event))
    expect(covering.every(startsAsGiven)).toBe(true)
  })

  it('keeps no path it could do without: leaving any one out loses an edge', () => {
    expect(covering.length).toBeGreaterThan(1)
    for (const path of covering) {
      const rest = covering.filter((other) => other !== path)
      const lost = everyEdge.filter((e) => !edgesOf(rest).has(e))
      expect(lost, `without ${pathEdges(path, byValue).join(', ')}`).not.toEqual([])
    }
  })

  it('walks only real transitions: each step is the state the machine takes on that event', () => {
    for (const path of covering) {
      const actor = createActor(machine).start()
      for (const step of path.steps.slice(1)) {
        actor.send(step.event)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
        expect(actor.getSnapshot().context).toEqual(step.state.context)
      }
      expect(path.state).toBe(path.steps.at(-1)!.state)
    }
  })

  it('takes only edges the given paths take: what a test filtered out stays out', () => {
    // The paths a user can walk on a screen with no button for a refused event.
    const offered = allPaths.filter((path) => path.steps.every((step, i) => i === 0 || path.steps[i - 1]!.state.can(step.event)))
    const refused = [edge('idle', 'back', 'idle'), edge('done', 'next', 'done')]
    expect(edgesOf(transitionCoveringPaths(machine, offered, byValue))).toEqual(new Set(everyEdge.filter((e) => !refused.includes(e))))
  })

  it('goes on along the machine no further than 12 events: one path is one test, within its timeout', () => {
    const taps = Array.from({ length: 15 }, (_, i) => ({ type: `tap${i}` }))
    const patient = setup({}).createMachine({ id: 'patient', on: Object.fromEntries(taps.map(({ type }) => [type, {}])) })
    const walks = transitionCoveringPaths(patient, generatePaths(patient, { events: taps, simple: false }))
    expect(walks.map((path) => path.steps.length - 1)).toEqual([12, 3])
    expect(new Set(walks.flatMap((path) => pathEdges(path))).size).toBe(taps.length + 1)
  })

  it('tells states apart as it is told: by value and context unless given another way', () => {
    expect(pathEdges(allPaths[0]!)[0]).toBe(` —{"type":"xstate.init"}→ ${JSON.stringify({ value: 'idle', context: { forward: 0 } })}`)
  })
})
