import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { forgotPasswordMachine } from './forgot-password.machine'
import { describePath, forgotPasswordPaths } from './testing/models/forgot-password.model'
import { replayCoverage, uncovered } from './testing/graph-coverage'

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>
type StateName = 'editing' | 'submitted' | 'leaving'

// What must hold in each state, whatever path led there.
const expectations = {
  editing: (s, navigations) => {
    expect(s.hasTag('submitted')).toBe(false)
    expect(s.can({ type: 'email.submit' })).toBe(s.context.email.trim() !== '')
    expect(navigations).toBe(0)
  },
  submitted: (s, navigations) => {
    expect(s.hasTag('submitted')).toBe(true)
    expect(s.context.email).not.toBe('')
    expect(s.can({ type: 'email.change', value: 'x' })).toBe(false)
    expect(navigations).toBe(0)
  },
  leaving: (s, navigations) => {
    expect(s.status).toBe('done')
    expect(navigations).toBe(1)
  },
} satisfies Record<StateName, (snapshot: Snapshot, navigations: number) => void>

const paths = forgotPasswordPaths()

describe('forgot-password machine, paths generated from its graph', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_name, path) => {
    let navigations = 0
    const actor = createActor(
      forgotPasswordMachine.provide({ actions: { goToLogin: () => void navigations++ } }),
    ).start()
    let typed = ''
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) actor.send(step.event)
      if (step.event.type === 'email.change' && actor.getSnapshot().matches('editing')) typed = step.event.value
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      if (!snapshot.matches('leaving')) expect(snapshot.context.email).toBe(typed)
      expectations[snapshot.value as StateName](snapshot, navigations)
    }
  })

  it('reaches every state and takes every transition', () => {
    expect(uncovered(forgotPasswordMachine, replayCoverage(forgotPasswordMachine, paths))).toEqual({
      states: [],
      transitions: [],
    })
  })
})
