import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { welcomeMachine } from './welcome.machine'
import { describeWelcomePath, welcomeEvents, welcomeInputs, welcomePaths } from './testing/models/welcome.model'
import { replayCoverage, uncovered } from './testing/graph-coverage'

type Snapshot = SnapshotFrom<typeof welcomeMachine>
type StateName = 'waiting' | 'showing' | 'gone'
interface Effects {
  calls: string[]
}

// What must hold in each state, whatever path led there.
const expectations = {
  // Due: expected (its part loads), not shown yet.
  waiting: (s, { calls }, due) => {
    expect(due).toBe(true)
    expect(s.hasTag('present')).toBe(true)
    expect(s.hasTag('visible')).toBe(false)
    expect(calls).toEqual([])
  },
  // On show it is marked seen at once: a reload from here does not bring it back.
  showing: (s, { calls }) => {
    expect(s.hasTag('visible')).toBe(true)
    expect(s.hasTag('present')).toBe(true)
    expect(s.can({ type: 'welcome.dismiss' })).toBe(true)
    expect(calls).toEqual(['markSeen'])
  },
  gone: (s, { calls }, due) => {
    expect(s.hasTag('visible')).toBe(false)
    expect(s.hasTag('present')).toBe(false)
    expect(s.status).toBe('done')
    // Said once and put away by her, or never due: nothing written then.
    expect(calls).toEqual(due ? ['markSeen', 'returnFocus'] : [])
    expect(s.can({ type: 'screen.shown' })).toBe(false)
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects, due: boolean) => void>

function run(due: boolean) {
  const effects: Effects = { calls: [] }
  const actor = createActor(
    welcomeMachine.provide({
      actions: {
        markSeen: () => void effects.calls.push('markSeen'),
        returnFocus: () => void effects.calls.push('returnFocus'),
      },
    }),
    { input: { due } },
  ).start()
  return { actor, effects }
}

const labelled = welcomeInputs.flatMap((input) =>
  welcomePaths(input).map((path) => [`${input.due ? 'due' : 'not due'}: ${describeWelcomePath(path)}`, input.due, path] as const),
)

describe('welcome machine, paths generated from its graph', () => {
  it.each(labelled)('%s', (_name, due, path) => {
    const { actor, effects } = run(due)
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      expectations[snapshot.value as StateName](snapshot, effects, due)
    }
  })

  it('reaches every state and takes every transition', () => {
    const coverage = welcomeInputs.reduce(
      (covered, input) => replayCoverage(welcomeMachine, welcomePaths(input), input, covered),
      { states: new Set<string>(), transitions: new Set<string>() },
    )
    expect(uncovered(welcomeMachine, coverage)).toEqual({ states: [], transitions: [] })
  })

  it('lists every event type the machine handles', () => {
    const handled = new Set(welcomeMachine.events.filter((type) => !type.startsWith('xstate.')))
    expect(new Set(welcomeEvents.map((event) => event.type))).toEqual(handled)
  })

  it('shows nothing before its place is on screen, even when due; not due, nothing at all', () => {
    const { actor, effects } = run(true)
    actor.send({ type: 'welcome.dismiss' })
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(effects.calls).toEqual([])
    const never = run(false)
    never.actor.send({ type: 'screen.shown' })
    expect(never.actor.getSnapshot().value).toBe('gone')
    expect(never.effects.calls).toEqual([])
  })
})
