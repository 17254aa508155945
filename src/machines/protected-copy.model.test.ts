import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { invalidRecoveryCode } from '../contract/recovery-code'
import { copyGone, notTypedBack, protectedCopyMachine, stillOn, type KeptCopy } from './protected-copy.machine'
import { replayCoverage, uncovered } from './testing/graph-coverage'
import { CODE, describeProtectedCopyPath, protectedCopyInputs, protectedCopyPaths } from './testing/models/protected-copy.model'

type Snapshot = SnapshotFrom<typeof protectedCopyMachine>

interface Effects {
  kept: KeptCopy[]
  forgotten: number
}

const isOn = (s: Snapshot) => s.matches('on')

// What must hold in each state, whatever path led there.
function expectations(s: Snapshot, effects: Effects) {
  if (s.matches('off')) {
    expect(s.context.code).toBeNull()
    expect(s.hasTag('on') || s.hasTag('busy') || s.hasTag('code')).toBe(false)
    expect(s.can({ type: 'copy.turnOn' }) && s.can({ type: 'copy.restore', typed: CODE })).toBe(true)
  }
  if (s.matches('showingCode')) {
    // The code is on screen, and only there: nothing is kept on the device or sent yet.
    expect(s.hasTag('code')).toBe(true)
    expect(s.context.code).toBe(CODE)
  }
  if (s.matches('typingBack')) expect(s.can({ type: 'copy.back' })).toBe(true)
  if (s.matches('preparing') || s.matches('creating') || s.matches('restoring') || s.matches('turningOff')) expect(s.hasTag('busy')).toBe(true)
  if (isOn(s)) {
    expect(s.hasTag('on')).toBe(true)
    expect(s.context.code).toBe(CODE)
    expect(s.can({ type: 'copy.turnOff' })).toBe(true)
    expect(s.can({ type: 'copy.turnOn' }) || s.can({ type: 'copy.restore', typed: CODE })).toBe(false)
    // What the phone keeps is what the machine knows, once anything was kept.
    const last = effects.kept.at(-1)
    if (last && !s.matches({ on: 'pushing' })) expect(last).toEqual({ code: CODE, version: s.context.version, dirty: s.context.dirty })
  }
  if (s.matches({ on: 'waiting' })) expect(s.context.dirty).toBe(true)
  if (s.matches({ on: 'idle' })) expect(s.context.dirty).toBe(false)
}

describe.each(Object.entries(protectedCopyInputs))('protected copy machine (%s), paths generated from its graph', (_name, input) => {
  const paths = protectedCopyPaths(input)

  it.each(paths.map((path) => [describeProtectedCopyPath(path), path] as const))('%s', (_path, path) => {
    const effects: Effects = { kept: [], forgotten: 0 }
    const actor = createActor(
      protectedCopyMachine.provide({
        actions: { keep: (_, kept) => void effects.kept.push(kept), forget: () => void effects.forgotten++ },
      }),
      { input },
    ).start()
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot()
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      expectations(snapshot, effects)
      const event = step.event as { type: string; typed?: string; output?: unknown; error?: { kind?: string; message: string } }
      // Her typing back: the last group, her way, turns it on; anything else is said plainly.
      if (event.type === 'copy.typeBack' && before.matches('typingBack')) {
        expect(snapshot.matches('creating')).toBe(event.typed !== 'ABCD')
        if (event.typed === 'ABCD') expect(snapshot.context.problem).toBe(notTypedBack)
      }
      if (event.type === 'copy.restore' && before.matches('off')) {
        expect(snapshot.matches('restoring')).toBe(event.typed !== 'não é um código')
        if (snapshot.matches('restoring')) expect(snapshot.context.code).toBe(CODE)
        else expect(snapshot.context.problem).toBe(invalidRecoveryCode)
      }
      if (event.type === 'xstate.done.actor.create') expect(effects.kept.at(-1)).toEqual({ code: CODE, version: 1, dirty: false })
      if (event.type === 'xstate.done.actor.restore') {
        expect(snapshot.status).toBe('done')
        expect(effects.kept.at(-1)).toEqual({ code: CODE, version: 4, dirty: false })
      }
      // A wrong code or no network: off, the server's (or the offline) words, nothing kept.
      if (event.type === 'xstate.error.actor.restore') expect(snapshot.context.problem).toBe(event.error!.message)
      if (event.type === 'xstate.error.actor.create') expect(snapshot.matches('typingBack') && snapshot.context.problem !== null).toBe(true)
      // A change is sent after the delay, never at once; one met while a send is on its way is sent after it.
      if (event.type === 'copy.changed' && isOn(before) && !before.matches({ on: 'pushing' })) expect(snapshot.matches({ on: 'pushing' })).toBe(false)
      if (event.type === 'xstate.done.actor.push' && (event.output as { kind: string }).kind === 'behind') {
        expect(snapshot.matches({ on: 'pulling' }) && snapshot.context.dirty).toBe(true)
      }
      if (event.type === 'xstate.done.actor.pull') expect(snapshot.matches({ on: before.context.dirty ? 'pushing' : 'idle' })).toBe(true)
      if ((event.type === 'xstate.error.actor.pull' || event.type === 'xstate.error.actor.push') && event.error?.kind === 'offline') {
        expect(snapshot.matches({ on: 'offline' })).toBe(true)
      }
      if (event.type === 'xstate.error.actor.push' && event.error?.kind === 'offline') expect(snapshot.context.dirty).toBe(true)
      if (event.error?.kind === 'gone' && event.type !== 'xstate.error.actor.remove') {
        expect(snapshot.matches('off') && snapshot.context.problem === copyGone && effects.forgotten > 0).toBe(true)
      }
      if (event.type === 'xstate.done.actor.remove') expect(snapshot.matches('off') && effects.forgotten > 0).toBe(true)
      if (event.type === 'xstate.error.actor.remove' && event.error?.kind === 'offline') {
        expect(isOn(snapshot) && snapshot.context.problem === stillOn).toBe(true)
      }
    }
  })
})

it('starts off on a fresh phone, and on one where it is on by bringing in what another phone sent', () => {
  expect(createActor(protectedCopyMachine, { input: protectedCopyInputs.fresh }).start().getSnapshot().value).toBe('off')
  expect(createActor(protectedCopyMachine, { input: protectedCopyInputs.on }).start().getSnapshot().value).toEqual({ on: 'pulling' })
})

it('sends a change once its delay has passed, and several changes as one', async () => {
  const { vi } = await import('vitest')
  vi.useFakeTimers()
  try {
    const pushes: number[] = []
    const actor = createActor(
      protectedCopyMachine.provide({
        actors: {
          pull: (await import('xstate')).fromPromise(async ({ input }) => input.version),
          push: (await import('xstate')).fromPromise(async ({ input }) => {
            pushes.push(input.version)
            return { kind: 'saved' as const, version: input.version + 1 }
          }),
        },
      }),
      { input: protectedCopyInputs.on },
    ).start()
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'copy.changed' })
    actor.send({ type: 'copy.changed' })
    await vi.advanceTimersByTimeAsync(3 * 60 * 1000 - 1)
    expect(pushes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(pushes).toEqual([2])
    expect(actor.getSnapshot().context).toMatchObject({ version: 3, dirty: false })
    expect(actor.getSnapshot().matches({ on: 'idle' })).toBe(true)
  } finally {
    vi.useRealTimers()
  }
})

// Replays every path of three graphs (about 850): seconds of work on a busy machine, not a deadline.
it('reaches every state and takes every transition, started off, on, and on with changes not sent', { timeout: 30_000 }, () => {
  const coverage = replayCoverage(protectedCopyMachine, protectedCopyPaths(protectedCopyInputs.fresh), protectedCopyInputs.fresh)
  replayCoverage(protectedCopyMachine, protectedCopyPaths(protectedCopyInputs.on), protectedCopyInputs.on, coverage)
  replayCoverage(protectedCopyMachine, protectedCopyPaths(protectedCopyInputs.onWithChanges), protectedCopyInputs.onWithChanges, coverage)
  expect(uncovered(protectedCopyMachine, coverage)).toEqual({ states: [], transitions: [] })
})
