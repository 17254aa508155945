import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventFrom, type SnapshotFrom } from 'xstate'
import { motivationalPhrases } from '../../data/daily'
import { celebrationMachine } from '../../machines/celebration.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import {
  burstEvent,
  celebrationInput,
  celebrationPaths,
  confettiEndEvent,
  describeCelebrationPath,
  serializeCelebrationState,
} from '../../machines/testing/models/celebration.model'
import { AppProviders } from '../app-providers'
import { installFakeClock } from '../testing/fake-clock'
import { CelebrationDialog } from './celebration-dialog'

type Event = EventFrom<typeof celebrationMachine>
type Snapshot = SnapshotFrom<typeof celebrationMachine>
type User = ReturnType<typeof userEvent.setup>

// jsdom has no canvas: react-confetti gets a 2D context that draws nothing.
beforeAll(async () => {
  // Load the lazy chunk once, so opening resolves it without waiting on the module loader.
  await import('./confetti-burst')
  const noop = () => {}
  const context = new Proxy({}, { get: (_target, key) => (key === 'canvas' ? undefined : noop), set: () => true })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  )
})

let uninstallClock = () => {}
beforeEach(() => {
  uninstallClock = installFakeClock(new Date('2026-01-05T12:00:00Z'))
})
afterEach(() => uninstallClock())

function renderDialog() {
  const actor = createActor(celebrationMachine, { input: celebrationInput }).start()
  render(
    <AppProviders>
      <CelebrationDialog actorRef={actor} />
    </AppProviders>,
  )
  return actor
}

/** Time since the dialog last opened, and how it opened: what the delays are measured from. */
interface Clock {
  sinceOpen: number
  reducedMotion: boolean
  /** Bursts the path's events imply (the graph's stored context abstracts them away). */
  bursts: number
}

async function pass(ms: number) {
  await act(async () => void vi.advanceTimersByTime(ms))
}

// The dashboard opens it when an activity ends; time passes; she presses Continuar.
const perform = {
  'celebration.open': async (_user, event, clock, actor) => {
    if (event.type !== 'celebration.open') return
    Object.assign(clock, { sinceOpen: 0, reducedMotion: event.reducedMotion, bursts: event.reducedMotion ? 0 : 1 })
    await act(async () => void actor.send(event)) // and let the lazy confetti chunk resolve
  },
  'celebration.close': async (user) => {
    const button = screen.queryByRole('button', { name: 'Continuar' })
    if (button) await user.click(button)
  },
  [burstEvent.type]: async (_user, _event, clock, actor) => {
    if (actor.getSnapshot().hasTag('confetti')) clock.bursts++
    clock.sinceOpen += 250
    await pass(250)
  },
  [confettiEndEvent.type]: async (_user, _event, clock, actor) => {
    const left = actor.getSnapshot().hasTag('confetti') ? 3000 - clock.sinceOpen : 3000
    clock.sinceOpen += left
    await pass(left)
  },
} as Record<string, (user: User, event: Event, clock: Clock, actor: ReturnType<typeof renderDialog>) => Promise<void>>

/**
 * The dialog leaves on the next animation frame, or at the end of its exit animation: let a frame
 * pass and end any exit animation as the browser would (jsdom runs none). Only used once closed,
 * where time passing changes nothing.
 */
async function finishExit() {
  await pass(16)
  act(() => {
    document
      .querySelectorAll('[data-scope="dialog"][data-state="closed"]')
      .forEach((node) => node.dispatchEvent(new Event('animationend')))
  })
}

const phrase = motivationalPhrases[3] // random() = 0.5

function expectDialog(title: string) {
  const dialog = screen.getByRole('dialog', { name: 'Parabéns!' })
  expect(dialog).toBeVisible()
  expect(dialog).toHaveAccessibleDescription(phrase)
  expect(screen.getByText(`Você concluiu ${title}.`)).toBeVisible()
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible()
}

const shows = {
  closed: async () => {
    await finishExit()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByTestId('confetti')).toBeNull()
  },
  confetti: async (s: Snapshot, clock: Clock) => {
    expectDialog(s.context.activityTitle)
    const confetti = screen.getByTestId('confetti')
    expect(confetti).toHaveAttribute('data-state', 'falling')
    expect(confetti).toHaveAttribute('data-bursts', String(clock.bursts))
  },
  calm: async (s: Snapshot, clock: Clock) => {
    expectDialog(s.context.activityTitle)
    if (clock.reducedMotion) expect(screen.queryByTestId('confetti')).toBeNull()
    else expect(screen.getByTestId('confetti')).toHaveAttribute('data-state', 'fading')
  },
}

const stateOf = (s: Snapshot) => (s.matches('closed') ? 'closed' : s.hasTag('confetti') ? 'confetti' : 'calm')

describe('celebration dialog, the machine paths replayed on a controlled clock', () => {
  it.each(transitionCoveringPaths(celebrationMachine, celebrationPaths(), serializeCelebrationState).map((path) => [describeCelebrationPath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const actor = renderDialog()
      const clock: Clock = { sinceOpen: 0, reducedMotion: false, bursts: 0 }
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) await perform[step.event.type]!(user, step.event, clock, actor)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
        await shows[stateOf(step.state)](step.state, clock)
      }
    },
  )
})

describe('celebration dialog', () => {
  const open = { type: 'celebration.open', activityTitle: 'Respiração da Calma', reducedMotion: false } as const

  // Where focus goes needs layout, which jsdom has not: tests/e2e/activity.e2e.ts checks it.
  it('closes with Escape too', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const actor = renderDialog()
    await act(async () => void actor.send(open))
    await pass(50) // the dialog starts listening for Escape on its next frame
    await user.keyboard('{Escape}')
    expect(actor.getSnapshot().value).toBe('closed')
    await finishExit()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('throws a burst of confetti every 250 ms for 3 s, then lets it fade', async () => {
    const actor = renderDialog()
    await act(async () => void actor.send(open))
    const bursts = () => Number(screen.getByTestId('confetti').getAttribute('data-bursts'))
    expect(bursts()).toBe(1)
    await pass(250)
    expect(bursts()).toBe(2)
    await pass(2500)
    expect(bursts()).toBe(12)
    await pass(250)
    expect(screen.getByTestId('confetti')).toHaveAttribute('data-state', 'fading')
    expect(bursts()).toBe(12)
  })
})
