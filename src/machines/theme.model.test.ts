import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import type { ColorMode } from '../data/color-mode'
import { generatePaths } from './testing/generate-paths'
import { allStateIds, replayCoverage, uncovered, type Coverage } from './testing/graph-coverage'
import { themeMachine, type ThemeInput } from './theme.machine'

const events = [
  { type: 'theme.toggle' },
  { type: 'theme.choose', mode: 'light' },
  { type: 'theme.choose', mode: 'dark' },
  { type: 'system.change', mode: 'light' },
  { type: 'system.change', mode: 'dark' },
] as const

const inputs: ThemeInput[] = (['light', 'dark'] as const).flatMap((system) =>
  ([null, 'light', 'dark'] as const).map((stored) => ({ stored, system })),
)

const pathsFor = (input: ThemeInput) => generatePaths(themeMachine, { input, events })
const modeOf = (snapshot: SnapshotFrom<typeof themeMachine>): ColorMode => (snapshot.hasTag('dark') ? 'dark' : 'light')
const following = (snapshot: SnapshotFrom<typeof themeMachine>) => snapshot.matches('system')

describe('theme machine, paths generated from its graph', () => {
  for (const input of inputs) {
    const paths = pathsFor(input)
    describe(`stored mode: ${input.stored ?? 'none'}, the phone: ${input.system}`, () => {
      it.each(paths.map((p) => [p.steps.map((s) => ('mode' in s.event ? `${s.event.type}(${s.event.mode})` : s.event.type)).join(' → '), p] as const))(
        '%s',
        (_name, path) => {
          const painted: ColorMode[] = []
          const persisted: ColorMode[] = []
          const machine = themeMachine.provide({
            actions: {
              applyMode: (_, { mode }) => void painted.push(mode),
              persistMode: (_, { mode }) => void persisted.push(mode),
            },
          })
          const actor = createActor(machine, { input }).start()
          // Until she chooses, the phone's mode; from her choice on, hers.
          let system = input.system
          let chosen = input.stored
          for (const [index, step] of path.steps.entries()) {
            const event = step.event
            if (index > 0) {
              const before = actor.getSnapshot()
              const kept = persisted.length
              actor.send(event)
              const after = actor.getSnapshot()
              if (event.type === 'system.change') system = event.mode
              // Her toggle or choice is kept (and followed) when it is taken; the phone's change never is.
              const taken = event.type !== 'system.change' && before.can(event)
              if (taken) chosen = modeOf(after)
              expect(persisted.slice(kept)).toEqual(taken ? [modeOf(after)] : [])
              if (event.type === 'theme.toggle') expect(modeOf(after)).not.toBe(modeOf(before))
            }
            const snapshot = actor.getSnapshot()
            expect(snapshot.value).toEqual(step.state.value)
            expect(modeOf(snapshot)).toBe(chosen ?? system)
            expect(following(snapshot)).toBe(chosen === null)
            expect(painted.at(-1)).toBe(modeOf(snapshot))
          }
          actor.stop()
        },
      )
    })
  }

  it('starts in her stored mode, else the phone’s', () => {
    const start = (input: ThemeInput) => createActor(themeMachine, { input }).start().getSnapshot().value
    expect(start({ stored: null, system: 'light' })).toEqual({ system: 'light' })
    expect(start({ stored: null, system: 'dark' })).toEqual({ system: 'dark' })
    expect(start({ stored: 'light', system: 'dark' })).toEqual({ chosen: 'light' })
    expect(start({ stored: 'dark', system: 'light' })).toEqual({ chosen: 'dark' })
  })

  it('reaches every state and takes every transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }
    for (const input of inputs) replayCoverage(themeMachine, pathsFor(input), input, coverage)
    expect(uncovered(themeMachine, coverage)).toEqual({ states: [], transitions: [] })
    expect(coverage.states.size).toBe(allStateIds(themeMachine).length)
  })
})
