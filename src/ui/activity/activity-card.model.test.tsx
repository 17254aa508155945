import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventFrom, SnapshotFrom } from 'xstate'
import { dashboardActivities } from '../../data/activities'
import type { Activity } from '../../data/activity-types'
import { eraseJournal, journalEntries } from '../../device/journal'
import { endRun, keepRun } from '../../device/run-in-progress'
import { storageKeys } from '../../device/storage-keys'
import { activityCardMachine, type ActivityCardInput } from '../../machines/activity-card.machine'
import { transitionCoveringPaths } from '../../machines/testing/covering-paths'
import {
  activityCardInputs,
  activityCardPaths,
  activityCardSteps,
  describeCardPath,
  describeInput,
  elapsedAfter,
  serializeActivityCardState,
} from '../../machines/testing/models/activity-card.model'
import { tutorialPosition } from '../../machines/tutorial'
import { AppProviders } from '../app-providers'
import { installFakeClock } from '../testing/fake-clock'
import { ActivityCard } from './activity-card'
import { cardAnnouncement } from './card-announcement'
import { clockText, spokenTime } from './timer-text'
import { loadTutorials } from './use-tutorial-steps'

type Event = EventFrom<typeof activityCardMachine>
type Snapshot = SnapshotFrom<typeof activityCardMachine>
type User = ReturnType<typeof userEvent.setup>
type StateName = 'idle' | 'running' | 'paused' | 'interrupted' | 'askingStop' | 'completed'

const stateName = (s: Snapshot): StateName =>
  (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as StateName

// Alongamento Energizante on a Monday, as in the machine model: the 8-step exercise variant.
const alongamento = dashboardActivities[0] as Activity
const MONDAY = new Date('2026-01-05T09:00:00-03:00')

const RUN_KEY = `card:${alongamento.id}`
const keptCard = { key: RUN_KEY, what: { kind: 'card', activity: { ...alongamento, type: 'exercise' } } } as const

/**
 * Her device as the model's input says: the card's run kept by this page and running on (she
 * went to another screen), or kept by a page that is gone (a reload): paused, or run out meanwhile.
 */
function keepRunOf(input: ActivityCardInput) {
  if (!input.resume) return
  const now = Date.now()
  const { elapsedSeconds, runsOn } = input.resume
  const run = { ...keptCard, startedAt: now - 600_000, keptAt: now }
  if (runsOn) return void keepRun({ ...run, timer: { elapsedSeconds, runningSince: now } })
  const timer = elapsedSeconds >= 300 ? { elapsedSeconds: 0, runningSince: now - 300_000 } : { elapsedSeconds, runningSince: null }
  localStorage.setItem(storageKeys.run, JSON.stringify({ version: 1, runs: [{ ...run, timer }] }))
}

function renderCard(onComplete: (activity: Activity) => void, completedToday: boolean) {
  const card = (day: string, doneToday: number) => (
    <AppProviders>
      <ActivityCard activity={alongamento} onComplete={onComplete} doneToday={doneToday} day={day} />
    </AppProviders>
  )
  let day = '2026-01-05'
  let doneToday = completedToday ? 1 : 0
  const { rerender } = render(card(day, doneToday))
  return {
    // Her day ending at 03:00, as the dashboard tells the card: nothing done yet on the new day.
    nextDay: () => {
      day = day === '2026-01-05' ? '2026-01-06' : '2026-01-05'
      doneToday = 0
      rerender(card(day, doneToday))
    },
    // Her journal gaining it elsewhere (the daily suggestion's routine), as the dashboard tells the card.
    doneElsewhere: () => {
      doneToday++
      rerender(card(day, doneToday))
    },
  }
}

// The card's own buttons ('Parar' is also the question's answer).
const button = (name: string) => within(screen.getByRole('article', { hidden: true })).queryByRole('button', { name, hidden: true })
const question = () => screen.queryByRole('alertdialog', { name: 'Parar a atividade?' })
const liveRegion = () => screen.getByRole('article').querySelector('[aria-live="polite"]')

/** Lets `seconds` pass on the wall clock, the way a phone does: timers fire once at the end. */
function letTimePass(seconds: number) {
  act(() => {
    vi.setSystemTime(Date.now() + (seconds - 1) * 1000)
    vi.advanceTimersByTime(1000)
  })
}

interface Her {
  nextDay: () => void
  doneElsewhere: () => void
}

type Perform = (user: User, event: Event, before: Snapshot, elapsed: number, her: Her) => Promise<void>

/** Her tap on the button for the event; when the machine would refuse it, the card must not offer it. */
const tap =
  (label: string): Perform =>
  async (user, event, before) => {
    if (before.can(event)) await user.click(button(label)!)
    // While 'Parar?' is asked, the question is what she can answer: it covers the card.
    else if (before.hasTag('askingStop')) expect(question()).not.toBeNull()
    else expect(button(label)).toBeNull()
  }

// How a user, the passing of time or her day ending causes each event.
const perform: Record<Event['type'], Perform> = {
  'card.start': tap('Começar'),
  'card.pause': tap('Pausar'),
  'card.resume': (user, event, before, elapsed, her) =>
    tap(before.hasTag('interrupted') ? 'Continuar de onde parei' : 'Retomar')(user, event, before, elapsed, her),
  'card.stop': tap('Parar'),
  // Her answer to 'Parar a atividade?' (the first time, the question's code is fetched then).
  'card.stopConfirm': async (user, event, before) => {
    if (!before.can(event)) return expect(question()).toBeNull()
    const dialog = await screen.findByRole('alertdialog', { name: 'Parar a atividade?' }, { timeout: 10_000 })
    await user.click(within(dialog).getByRole('button', { name: 'Parar' }))
  },
  'card.stopCancel': async (user, event, before) => {
    if (!before.can(event)) return expect(question()).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Manter atividade' }, { timeout: 10_000 }))
  },
  'card.repeat': tap('Repetir'),
  'day.change': async (_user, _event, _before, _elapsed, her) => her.nextDay(),
  'journal.completed': async (_user, _event, _before, _elapsed, her) => her.doneElsewhere(),
  'timer.tick': async (_user, event, before, elapsed) => {
    const target = event.type === 'timer.tick' ? event.elapsedSeconds : 0
    const ahead = target - elapsed
    // Outside running, time passing must change nothing; a tick "back in time" cannot happen.
    if (!before.matches('running')) letTimePass(Math.max(1, ahead))
    else if (ahead > 0) letTimePass(ahead)
  },
}

/** The step she was on stays in sight while the timer waits for her, greyed. */
function expectHeldStep(elapsed: number) {
  const position = tutorialPosition(activityCardSteps, elapsed)!
  const panel = screen.getByRole('region', { name: 'Passo a passo' })
  expect(panel).toHaveAttribute('data-held', 'true')
  expect(within(panel).getByRole('heading', { name: position.current.title })).toBeVisible()
}

function expectTimer(remaining: number) {
  // Behind 'Parar?' the card is hidden from assistive technology; its timer still shows.
  const timer = screen.getByRole('timer', { hidden: true })
  expect(timer).toHaveTextContent(clockText(remaining))
  expect(timer).toHaveAccessibleName(`Tempo restante: ${spokenTime(remaining)}`)
  expect(screen.getByText('restantes')).toBeVisible()
}

// What she sees in each state, with the seconds done that the path's ticks imply (the graph
// abstracts them, so its stored context may come from another path to the same vertex).
const shows = {
  idle: async (s, _completions, elapsed) => {
    await waitFor(() => expect(question()).toBeNull())
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
    expectHeldStep(elapsed)
    expect(screen.getByText(/Em pausa/)).toBeVisible()
    expect(liveRegion()).toHaveTextContent('Atividade pausada.')
  },
  // After a reload: where she was, and the offer to go on.
  interrupted: (_s, completions, elapsed) => {
    expectTimer(300 - elapsed)
    expect(button('Continuar de onde parei')).toBeVisible()
    expect(button('Parar')).toBeVisible()
    expect(button('Retomar')).toBeNull()
    expectHeldStep(elapsed)
    expect(screen.getByText(/Você parou aqui/)).toBeVisible()
    expect(completions).toBe(0)
  },
  askingStop: async (_s, _completions, elapsed) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Parar a atividade?' }, { timeout: 10_000 })
    expect(within(dialog).getByText('O tempo volta ao início e esta vez não fica salva.')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Manter atividade' })).toBeVisible()
    expectTimer(300 - elapsed)
    expect(screen.getByRole('region', { name: 'Passo a passo', hidden: true })).toHaveAttribute('data-held', 'true')
  },
  completed: (_s, completions, _elapsed, finishes) => {
    // Not '00:00 restantes': the time she gave it.
    const timer = screen.getByRole('timer')
    expect(timer).toHaveTextContent('05:00')
    expect(timer).toHaveAccessibleName('Concluída: 5 minutos')
    expect(screen.getByText('concluídos')).toBeVisible()
    expect(screen.queryByText('restantes')).toBeNull()
    expect(screen.getByText('Concluído')).toBeVisible()
    expect(button('Repetir')).toBeVisible()
    expect(button('Começar')).toBeNull()
    expect(button('Parar')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Passo a passo' })).toBeNull()
    expect(liveRegion()).toHaveTextContent('Atividade concluída!')
    // Each finish written to her journal and celebrated; a card opened completed, neither.
    expect(completions).toBe(finishes)
    expect(journalEntries()).toHaveLength(finishes)
  },
} satisfies Record<StateName, (snapshot: Snapshot, completions: number, elapsed: number, finishes: number) => void | Promise<void>>

let uninstallClock = () => {}
// The tutorials load after the screen (use-tutorial-steps.ts); here they are there from the start.
beforeAll(() => loadTutorials())
beforeEach(() => {
  uninstallClock = installFakeClock(MONDAY)
})
afterEach(() => {
  uninstallClock()
  eraseJournal()
  endRun(RUN_KEY)
})

// A kept run differs from a fresh card only as it opens: its first step is replayed on the screen
// (the machine's own test walks all its paths). Few paths, taking every transition those take.
const labelled = activityCardInputs.flatMap((input) =>
  transitionCoveringPaths(
    activityCardMachine,
    activityCardPaths(input).filter((path) => !input.resume || path.steps.length <= 2),
    serializeActivityCardState,
  ).map((path) => [`${describeInput(input)}: ${describeCardPath(path)}`, input, path] as const),
)

describe('activity card, the machine paths replayed by a user on a controlled clock', () => {
  it.each(labelled)('%s', async (_name, input, path) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const completed: Activity[] = []
    keepRunOf(input)
    const her = renderCard((activity) => completed.push(activity), input.completedToday ?? false)
    let elapsed = input.resume?.elapsedSeconds ?? 0
    let finishes = input.resume && input.resume.elapsedSeconds >= 300 ? 1 : 0
    for (const [index, step] of path.steps.entries()) {
      const before = path.steps[index - 1]?.state
      if (before) await perform[step.event.type](user, step.event, before, elapsed, her)
      elapsed = elapsedAfter(elapsed, step.event, before, step.state)
      if (step.event.type === 'timer.tick' && before?.matches('running') && step.state.matches('completed')) finishes++
      await shows[stateName(step.state)](step.state, completed.length, elapsed, finishes)
    }
    if (completed.length) expect(completed[0]).toBe(alongamento)
  })
})
