import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { remindersMachine } from './reminders.machine'
import { replayCoverage, uncovered } from './testing/graph-coverage'
import { describeRemindersPath, remindersInputs, remindersPaths } from './testing/models/reminders.model'

type Snapshot = SnapshotFrom<typeof remindersMachine>
type StateName = 'confirming' | 'off' | 'turningOn' | 'on' | 'saving' | 'turningOff'

interface Effects {
  kept: unknown[]
  forgotten: number
}

// What must hold in each state, whatever path led there.
const expectations = {
  confirming: (s) => {
    // Kept as on: held, her time and days not shown, until the browser says there is a reminder.
    expect(s.hasTag('switched-on') && s.hasTag('busy')).toBe(true)
    expect(s.hasTag('on')).toBe(false)
    expect(s.can({ type: 'reminders.turnOff' }) || s.can({ type: 'reminders.turnOn' })).toBe(false)
  },
  off: (s) => {
    expect(s.hasTag('switched-on') || s.hasTag('on') || s.hasTag('busy')).toBe(false)
    expect(s.can({ type: 'reminders.turnOn' })).toBe(true)
    expect(s.can({ type: 'reminders.change', choice: s.context.choice })).toBe(false)
  },
  turningOn: (s) => {
    expect(s.hasTag('switched-on') && s.hasTag('busy')).toBe(true)
    expect(s.hasTag('on')).toBe(false)
    expect(s.context.problem).toBeNull()
    expect(s.can({ type: 'reminders.turnOn' })).toBe(false)
  },
  on: (s) => {
    expect(s.hasTag('switched-on') && s.hasTag('on')).toBe(true)
    expect(s.hasTag('busy')).toBe(false)
    expect(s.can({ type: 'reminders.turnOff' })).toBe(true)
    expect(s.context.choice).toEqual(s.context.kept)
  },
  saving: (s) => {
    expect(s.hasTag('on') && s.hasTag('busy')).toBe(true)
    expect(s.can({ type: 'reminders.turnOff' })).toBe(false)
  },
  turningOff: (s) => {
    expect(s.hasTag('busy')).toBe(true)
    expect(s.hasTag('switched-on') || s.hasTag('on')).toBe(false)
  },
} satisfies Record<StateName, (snapshot: Snapshot) => void>

describe.each(Object.entries(remindersInputs))('reminders machine (%s), paths generated from its graph', (_name, input) => {
  const paths = remindersPaths(input)

  it.each(paths.map((path) => [describeRemindersPath(path), path] as const))('%s', (_path, path) => {
    const effects: Effects = { kept: [], forgotten: 0 }
    const actor = createActor(
      remindersMachine.provide({
        actions: { keep: (_, choice) => void effects.kept.push(choice), forget: () => void effects.forgotten++ },
      }),
      { input },
    ).start()
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      expectations[snapshot.value as StateName](snapshot)
      const event = step.event as { type: string; output?: unknown; error?: unknown }
      if (event.type.startsWith('xstate.done.actor.enable') || event.type.startsWith('xstate.done.actor.save')) {
        expect(effects.kept.at(-1)).toEqual(event.output)
        expect(snapshot.context.choice).toEqual(event.output)
      }
      if (event.type.startsWith('xstate.error.actor.enable')) expect(snapshot.context.problem).toBe((event.error as { problem: string }).problem)
      if (event.type === 'xstate.error.actor.save') expect(snapshot.context).toMatchObject({ problem: 'server', choice: snapshot.context.kept })
      if (event.type.includes('actor.disable')) expect(effects.forgotten).toBeGreaterThan(0)
      // Confirmed: kept as the browser and server have it; nothing behind it, or no answer: off, and so on the device.
      if (event.type === 'xstate.done.actor.confirm' && event.output) expect(effects).toEqual({ kept: [event.output], forgotten: 0 })
      if (event.type === 'xstate.done.actor.confirm' && !event.output) expect(effects).toEqual({ kept: [], forgotten: 1 })
      if (event.type === 'xstate.error.actor.confirm') {
        expect(effects).toEqual({ kept: [], forgotten: 1 })
        expect(snapshot.context.problem).toBe('server')
      }
    }
  })
})

it('starts off on a fresh device, and confirms one kept as on before showing it on', () => {
  expect(createActor(remindersMachine, { input: remindersInputs.fresh }).start().getSnapshot().value).toBe('off')
  expect(createActor(remindersMachine, { input: remindersInputs.on }).start().getSnapshot().value).toBe('confirming')
})

it('reaches every state and takes every transition, started off and started on', () => {
  const coverage = replayCoverage(remindersMachine, remindersPaths(remindersInputs.fresh), remindersInputs.fresh)
  replayCoverage(remindersMachine, remindersPaths(remindersInputs.on), remindersInputs.on, coverage)
  expect(uncovered(remindersMachine, coverage)).toEqual({ states: [], transitions: [] })
})
