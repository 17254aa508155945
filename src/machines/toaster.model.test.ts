import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { replayCoverage, uncovered } from './testing/graph-coverage'
import { toasterMachine, type Toast } from './toaster.machine'
import {
  describeToasterPath,
  errorToast,
  expectedToast,
  savedToast,
  toasterPaths,
  toasterStateName,
  type ToasterStateName,
} from './testing/models/toaster.model'

type Snapshot = SnapshotFrom<typeof toasterMachine>

// What must hold in each state, whatever path led there.
const expectations = {
  empty: (s) => {
    expect(s.hasTag('visible')).toBe(false)
    expect(s.context.toast).toBeNull()
  },
  'showing.timing': (s) => {
    expect(s.hasTag('visible')).toBe(true)
    expect(s.context.toast).not.toBeNull()
  },
  'showing.paused': (s) => {
    expect(s.hasTag('visible')).toBe(true)
    expect(s.context.toast).not.toBeNull()
  },
  dismissed: (s) => {
    // Out of sight, but kept until the removal delay ends (docs/product.md, Toasts).
    expect(s.hasTag('visible')).toBe(false)
    expect(s.context.toast).not.toBeNull()
  },
} satisfies Record<ToasterStateName, (snapshot: Snapshot) => void>

const paths = toasterPaths()

describe('toaster machine, paths generated from its graph', () => {
  it.each(paths.map((path) => [describeToasterPath(path), path] as const))('%s', (_name, path) => {
    const actor = createActor(toasterMachine).start()
    let expected: Toast | null = null
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      if (index > 0) expected = expectedToast(expected, step.event, toasterStateName(snapshot.value))
      expect(snapshot.context.toast).toEqual(expected)
      expectations[toasterStateName(snapshot.value)](snapshot)
    }
    actor.stop()
  })

  it('reaches every state and takes every transition', () => {
    expect(uncovered(toasterMachine, replayCoverage(toasterMachine, paths))).toEqual({ states: [], transitions: [] })
  })
})

describe('toaster machine on a controlled clock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a toast for 5000 ms, then forgets it 1,000,000 ms after dismissal', () => {
    const actor = createActor(toasterMachine).start()
    actor.send({ type: 'toast.add', toast: savedToast })
    vi.advanceTimersByTime(4999)
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('dismissed')
    vi.advanceTimersByTime(999_999)
    expect(actor.getSnapshot().context.toast).toEqual(savedToast)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('empty')
  })

  it('keeps at most one toast: a new one replaces the old and gets its own 5000 ms', () => {
    const actor = createActor(toasterMachine).start()
    actor.send({ type: 'toast.add', toast: savedToast })
    vi.advanceTimersByTime(4000)
    actor.send({ type: 'toast.add', toast: errorToast })
    expect(actor.getSnapshot().context.toast).toEqual(errorToast)
    vi.advanceTimersByTime(4999)
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().hasTag('visible')).toBe(false)
  })

  it('stops the clock while she reads it (hover or focus) and restarts it after', () => {
    const actor = createActor(toasterMachine).start()
    actor.send({ type: 'toast.add', toast: errorToast })
    vi.advanceTimersByTime(3000)
    actor.send({ type: 'toast.pause' })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    actor.send({ type: 'toast.resume' })
    vi.advanceTimersByTime(4999)
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().hasTag('visible')).toBe(false)
  })
})
