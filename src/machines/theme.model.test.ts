import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ColorMode } from '../data/color-mode'
import { generatePaths } from './testing/generate-paths'
import { allStateIds, replayCoverage, uncovered, type Coverage } from './testing/graph-coverage'
import { themeMachine, type ThemeInput } from './theme.machine'

const events = [
  { type: 'theme.toggle' },
  { type: 'theme.choose', mode: 'light' },
  { type: 'theme.choose', mode: 'dark' },
] as const

const inputs: ThemeInput[] = [{ stored: null }, { stored: 'light' }, { stored: 'dark' }]

const pathsFor = (input: ThemeInput) => generatePaths(themeMachine, { input, events })

// What the page shows in each stable state: the painted mode is the state's mode.
const expectedMode = { light: 'light', dark: 'dark' } satisfies Record<'light' | 'dark', ColorMode>

describe('theme machine, paths generated from its graph', () => {
  for (const input of inputs) {
    const paths = pathsFor(input)
    describe(`stored mode: ${input.stored ?? 'none'}`, () => {
      it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
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
          for (const [index, step] of path.steps.entries()) {
            if (index > 0) {
              const before = { value: actor.getSnapshot().value, kept: persisted.length }
              actor.send(step.event)
              const after = actor.getSnapshot().value
              // The choice is kept exactly when the mode changes, and it is the new mode.
              expect(persisted.slice(before.kept)).toEqual(after === before.value ? [] : [after])
            }
            const state = actor.getSnapshot().value as keyof typeof expectedMode
            expect(state).toBe(step.state.value)
            expect(painted.at(-1)).toBe(expectedMode[state])
            expect(actor.getSnapshot().hasTag(state)).toBe(true)
          }
          actor.stop()
        },
      )
    })
  }

  it('starts in the stored mode, light by default', () => {
    expect(createActor(themeMachine, { input: { stored: null } }).start().getSnapshot().value).toBe('light')
    expect(createActor(themeMachine, { input: { stored: 'dark' } }).start().getSnapshot().value).toBe('dark')
  })

  it('reaches every state and takes every transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }
    for (const input of inputs) replayCoverage(themeMachine, pathsFor(input), input, coverage)
    expect(uncovered(themeMachine, coverage)).toEqual({ states: [], transitions: [] })
    expect(coverage.states.size).toBe(allStateIds(themeMachine).length)
  })
})
