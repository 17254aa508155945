import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventFrom, SnapshotFrom } from 'xstate'
import { dashboardActivities } from '../../data/activities'
import type { Activity } from '../../data/activity-types'
import type { activityCardMachine } from '../../machines/activity-card.machine'
import { activityCardPaths, activityCardSteps, describeCardPath, elapsedAfter } from '../../machines/testing/models/activity-card.model'
import { tutorialPosition } from '../../machines/tutorial'
import { AppProviders } from '../app-providers'
import { installFakeClock } from '../testing/fake-clock'
import { ActivityCard } from './activity-card'
import { cardAnnouncement } from './card-announcement'
import { loadTutorials } from './use-tutorial-steps'
import { clockText, spokenTime } from './timer-text'

type Event = EventFrom<typeof activityCardMachine>
type Snapshot = SnapshotFrom<typeof activityCardMachine>
type User = ReturnType<typeof userEvent.setup>
type StateName = 'idle' | 'running' | 'paused' | 'completed'

// Alongamento Energizante on a Monday, as in the machine model: the 8-step exercise variant.
const alongamento = dashboardActivities[0] as Activity
const MONDAY = new Date('2026-01-05T09:00:00-03:00')

function renderCard(onComplete: (activity: Activity) => void = () => {}) {
  return render(
    <AppProviders>
      <ActivityCard activity={alongamento} onComplete={onComplete} />
    </AppProviders>,
  )
}

const button = (name: string) => screen.queryByRole('button', { name })
const liveRegion = () => screen.getByRole('article').querySelector('[aria-live="polite"]')

/** Lets `seconds` pass on the wall clock, the way a phone does: timers fire once at the end. */
function letTimePass(seconds: number) {
  act(() => {
    vi.setSystemTime(Date.now() + (seconds - 1) * 1000)
    vi.advanceTimersByTime(1000)
  })
}

const labels = {
  'card.start': 'Começar',
  'card.pause': 'Pausar',
  'card.resume': 'Retomar',
  'card.stop': 'Parar',
  'card.repeat': 'Repetir',
}

// How a user (or the passing of time) causes each event. When the machine would refuse the
// event, the card must not offer the button at all.
const perform = {
  ...Object.fromEntries(
    Object.entries(labels).map(([type, label]) => [
      type,
      async (user: User, event: Event, before: Snapshot) => {
        if (before.can(event)) await user.click(button(label)!)
        else expect(button(label)).toBeNull()
      },
    ]),
  ),
  'timer.tick': async (_user: User, event: Event, before: Snapshot, elapsed: number) => {
    const target = event.type === 'timer.tick' ? event.elapsedSeconds : 0
    const ahead = target - elapsed
    // Outside running, time passing must change nothing; a tick "back in time" cannot happen.
    if (!before.matches('running')) letTimePass(Math.max(1, ahead))
    else if (ahead > 0) letTimePass(ahead)
  },
} as Record<Event['type'], (user: User, event: Event, before: Snapshot, elapsed: number) => Promise<void>>

function expectTimer(remaining: number) {
  const timer = screen.getByRole('timer')
  expect(timer).toHaveTextContent(clockText(remaining))
  expect(timer).toHaveAccessibleName(`Tempo restante: ${spokenTime(remaining)}`)
}

// What she sees in each state, with the seconds done that the path's ticks imply (the graph
// abstracts them, so its stored context may come from another path to the same vertex).
const shows = {
  idle: (s, _completions, elapsed) => {
    expectTimer(300)
    expect(button('Começar')).toBeVisible()
    expect(button('Parar')).toBeNull()
    expect(screen.queryByText('Concluído')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Passo a passo' })).toBeNull()
    expect(liveRegion()).toHaveTextContent(/^$/)
    expect(elapsed).toBe(0)
    expect(s.can({ type: 'card.start' })).toBe(true)
  },
  running: (_s, completions, elapsed) => {
    expectTimer(300 - elapsed)
    expect(button('Pausar')).toBeVisible()
    expect(button('Parar')).toBeVisible()
    const position = tutorialPosition(activityCardSteps, elapsed)!
    const panel = within(screen.getByRole('region', { name: 'Passo a passo' }))
    expect(panel.getByText(`Passo ${position.index + 1} de 8 · ${position.current.duration}`)).toBeVisible()
    expect(panel.getByRole('heading', { name: position.current.title })).toBeVisible()
    expect(panel.getByText(position.current.instruction)).toBeVisible()
    expect(panel.getByText(`A seguir: ${position.next!.title}`)).toBeVisible()
    expect(liveRegion()).toHaveTextContent(
      cardAnnouncement({ running: true, paused: false, completed: false, position, totalSeconds: 300 }),
    )
    expect(completions).toBe(0)
  },
  paused: (_s, _completions, elapsed) => {
    expectTimer(300 - elapsed)
    expect(button('Retomar')).toBeVisible()
    expect(button('Parar')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Passo a passo' })).toBeNull()
    expect(screen.getByText(/Em pausa/)).toBeVisible()
    expect(liveRegion()).toHaveTextContent('Atividade pausada.')
  },
  completed: (_s, completions) => {
    expectTimer(0)
    expect(screen.getByText('Concluído')).toBeVisible()
    expect(button('Repetir')).toBeVisible()
    expect(button('Começar')).toBeNull()
    expect(button('Parar')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Passo a passo' })).toBeNull()
    expect(liveRegion()).toHaveTextContent('Atividade concluída!')
    expect(completions).toBe(1)
  },
} satisfies Record<StateName, (snapshot: Snapshot, completions: number, elapsed: number) => void>

let uninstallClock = () => {}
// The tutorials load after the screen (use-tutorial-steps.ts); here they are there from the start.
beforeAll(() => loadTutorials())
beforeEach(() => {
  uninstallClock = installFakeClock(MONDAY)
})
afterEach(() => uninstallClock())

describe('activity card, the machine paths replayed by a user on a controlled clock', () => {
  it.each(activityCardPaths().map((path) => [describeCardPath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const completed: Activity[] = []
    renderCard((activity) => completed.push(activity))
    let elapsed = 0
    for (const [index, step] of path.steps.entries()) {
      const before = path.steps[index - 1]?.state
      if (before) await perform[step.event.type](user, step.event, before, elapsed)
      elapsed = elapsedAfter(elapsed, step.event, before, step.state)
      shows[step.state.value as StateName](step.state, completed.length, elapsed)
    }
    if (completed.length) expect(completed[0]).toBe(alongamento)
  })
})
