import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { sidebarMachine, type SidebarInput } from './sidebar.machine'
import { generatePaths } from './testing/generate-paths'
import { replayCoverage, uncovered, type Coverage } from './testing/graph-coverage'

const events = [
  { type: 'sidebar.toggle' },
  { type: 'sidebar.close' },
  { type: 'viewport.narrow' },
  { type: 'viewport.wide' },
] as const

const inputs: SidebarInput[] = [
  { storedExpanded: true, narrow: false },
  { storedExpanded: false, narrow: false },
  { storedExpanded: true, narrow: true },
  { storedExpanded: false, narrow: true },
]

// Parallel regions make simple paths explode; shortest paths to every combination suffice.
const pathsFor = (input: SidebarInput) => generatePaths(sidebarMachine, { input, events, simple: false })

type Snapshot = SnapshotFrom<typeof sidebarMachine>

/** What the layout shows, from the machine's tags, in any combination of regions. */
function expectConsistent(s: Snapshot, kept: boolean[]) {
  const rail = s.hasTag('collapsed') ? 'collapsed' : 'expanded'
  expect(s.matches({ rail })).toBe(true)
  // The slide-over only ever opens on a narrow screen.
  if (s.hasTag('overlayOpen')) expect(s.hasTag('narrow')).toBe(true)
  expect(s.hasTag('narrow')).toBe(!s.hasTag('wide'))
  // The cookie holds the rail's last toggled state.
  if (kept.length > 0) expect(kept.at(-1)).toBe(rail === 'expanded')
}

describe('sidebar machine, paths generated from its graph', () => {
  for (const input of inputs) {
    describe(`cookie ${input.storedExpanded ? 'expanded' : 'collapsed'}, ${input.narrow ? 'narrow' : 'wide'} screen`, () => {
      it.each(pathsFor(input).map((p) => [p.steps.slice(1).map((s) => s.event.type).join(' → ') || 'início', p] as const))(
        '%s',
        (_name, path) => {
          const kept: boolean[] = []
          const actor = createActor(
            sidebarMachine.provide({ actions: { persistExpanded: (_, { expanded }) => void kept.push(expanded) } }),
            { input },
          ).start()
          for (const [index, step] of path.steps.entries()) {
            const before = actor.getSnapshot()
            if (index > 0) actor.send(step.event)
            const after = actor.getSnapshot()
            expect(after.value).toEqual(step.state.value)
            expectConsistent(after, kept)
            if (index > 0 && step.event.type === 'sidebar.toggle') {
              // The toggle acts on the slide-over when narrow and on the rail when wide, never both.
              const railChanged = before.hasTag('collapsed') !== after.hasTag('collapsed')
              const overlayChanged = before.hasTag('overlayOpen') !== after.hasTag('overlayOpen')
              expect(railChanged).toBe(before.hasTag('wide'))
              expect(overlayChanged).toBe(before.hasTag('narrow'))
            }
          }
          actor.stop()
        },
      )
    })
  }

  it('starts as the cookie says, expanded without one', () => {
    const start = (input: SidebarInput) => createActor(sidebarMachine, { input }).start().getSnapshot()
    expect(start({ storedExpanded: false, narrow: false }).hasTag('collapsed')).toBe(true)
    expect(start({ storedExpanded: true, narrow: false }).hasTag('collapsed')).toBe(false)
    expect(start({ storedExpanded: true, narrow: true }).hasTag('overlayOpen')).toBe(false)
  })

  it('reaches every state and takes every transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }
    for (const input of inputs) replayCoverage(sidebarMachine, pathsFor(input), input, coverage)
    expect(uncovered(sidebarMachine, coverage)).toEqual({ states: [], transitions: [] })
  })
})
