import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { dashboardActivities } from '../../data/activities'
import type { Activity } from '../../data/activity-types'
import { meditationTutorials } from '../../data/tutorials/meditation'
import { eraseJournal, journalEntries } from '../../device/journal'
import { AppProviders } from '../app-providers'
import { installFakeClock } from '../testing/fake-clock'
import { ActivityCard } from './activity-card'
import { loadTutorials } from './use-tutorial-steps'

const respiracao = dashboardActivities[1] as Activity
const TUESDAY = new Date('2026-01-06T12:00:00Z') // Tuesday in every time zone: the first variant

let uninstallClock = () => {}
// The tutorials load after the screen (use-tutorial-steps.ts); here they are there from the start.
beforeAll(() => loadTutorials())
beforeEach(() => {
  uninstallClock = installFakeClock(TUESDAY)
})
afterEach(() => uninstallClock())

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  render(
    <AppProviders>
      <ActivityCard activity={respiracao} onComplete={() => {}} />
    </AppProviders>,
  )
  return user
}
const second = () => act(() => vi.advanceTimersByTime(1000))
const timer = () => screen.getByRole('timer')

describe('activity card timer', () => {
  it('counts down once a second from minutes × 60 s', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Começar' }))
    expect(timer()).toHaveTextContent('05:00')
    for (let i = 0; i < 3; i++) second()
    expect(timer()).toHaveTextContent('04:57')
  })

  it('stays right on the wall clock when the phone sleeps, and catches up as soon as she is back', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Começar' }))
    second()
    // Asleep for 2 minutes: no timer fires at all.
    act(() => vi.setSystemTime(Date.now() + 120_000))
    expect(timer()).toHaveTextContent('04:59')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(timer()).toHaveTextContent('02:59')
    // 121 s done: the step that began at 75 s.
    expect(screen.getByRole('heading', { name: meditationTutorials[0][2]!.title })).toBeVisible()
  })

  it('a pause holds the time, and a resume continues from it', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Começar' }))
    for (let i = 0; i < 10; i++) second()
    await user.click(screen.getByRole('button', { name: 'Pausar' }))
    act(() => vi.advanceTimersByTime(60_000))
    expect(timer()).toHaveTextContent('04:50')
    await user.click(screen.getByRole('button', { name: 'Retomar' }))
    second()
    expect(timer()).toHaveTextContent('04:49')
  })
})

describe('activity card accessibility', () => {
  it('announces politely at each step change, not every second', async () => {
    const user = setup()
    const live = screen.getByRole('article').querySelector('[aria-live="polite"]')!
    const said: string[] = []
    await user.click(screen.getByRole('button', { name: 'Começar' }))
    for (let s = 0; s < 80; s++) {
      const text = live.textContent ?? ''
      if (text !== said.at(-1)) said.push(text)
      second()
    }
    // The first variant's steps start at 0, 30 and 75 s.
    expect(said).toEqual([
      'Passo 1 de 6: Encontre seu lugar. Faltam 5 minutos.',
      'Passo 2 de 6: Perceba a respiração. Faltam 4 minutos e 30 segundos.',
      'Passo 3 de 6: Expiração longa. Faltam 3 minutos e 45 segundos.',
    ])
  })

  // Where focus goes once 'Parar?' is answered needs a real browser's layout: activity.e2e.ts.
  it("keeps focus on the main button through the run; 'Parar' asks first, then stops at zero", async () => {
    const user = setup()
    const main = screen.getByRole('button', { name: 'Começar' })
    await user.click(main)
    expect(main).toHaveAccessibleName('Pausar')
    expect(main).toHaveFocus()
    await user.click(main)
    expect(main).toHaveAccessibleName('Retomar')
    await user.click(screen.getByRole('button', { name: 'Parar' }))
    const question = await screen.findByRole('alertdialog', { name: 'Parar a atividade?' }, { timeout: 10_000 })
    await user.click(within(question).getByRole('button', { name: 'Parar' }))
    expect(main).toHaveAccessibleName('Começar')
    expect(timer()).toHaveTextContent('05:00')
  })
})

describe('activity card Screen Wake Lock', () => {
  function fakeWakeLock() {
    const held: { released: boolean; release: () => Promise<void> }[] = []
    const request = vi.fn(async () => {
      const sentinel = {
        released: false,
        release: async () => void (sentinel.released = true),
      }
      held.push(sentinel)
      return sentinel
    })
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
    const active = () => held.filter((s) => !s.released).length
    return { request, active, held }
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock')
  })

  it('holds the screen on only while running, and asks again when she comes back to the tab', async () => {
    const lock = fakeWakeLock()
    const user = setup()
    expect(lock.request).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Começar' }))
    expect(lock.request).toHaveBeenCalledWith('screen')
    expect(lock.active()).toBe(1)
    // The browser drops the lock when the tab is hidden; on return it is asked for again.
    lock.held[0]!.released = true
    await act(async () => void fireEvent(document, new Event('visibilitychange')))
    expect(lock.request).toHaveBeenCalledTimes(2)
    expect(lock.active()).toBe(1)
    await user.click(screen.getByRole('button', { name: 'Pausar' }))
    expect(lock.active()).toBe(0)
  })

  it('without Wake Lock support the timer still runs', async () => {
    const user = setup()
    expect('wakeLock' in navigator).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Começar' }))
    second()
    expect(timer()).toHaveTextContent('04:59')
  })
})

describe('activity card and her journal', () => {
  afterEach(() => eraseJournal())

  it('writes the completion to her journal before celebrating it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const seenWhenCelebrating: unknown[] = []
    render(
      <AppProviders>
        <ActivityCard
          activity={respiracao}
          onComplete={() => seenWhenCelebrating.push(...journalEntries())}
          startedFrom="plan"
        />
      </AppProviders>,
    )
    await user.click(screen.getByRole('button', { name: 'Começar' }))
    act(() => {
      vi.setSystemTime(Date.now() + 299_000)
      vi.advanceTimersByTime(1000)
    })
    const [entry] = journalEntries()
    expect(entry).toMatchObject({
      activityId: 'respiracao-da-calma',
      title: 'Respiração da Calma',
      type: 'meditation',
      minutes: 5,
      startedFrom: 'plan',
    })
    expect(Date.parse(entry!.endedAt)).toBe(TUESDAY.getTime() + 300_000)
    expect(seenWhenCelebrating).toEqual([entry])
  })

  it('opens completed when she did it today, without a new entry or a celebration; fresh when her day changes', async () => {
    const celebrate = vi.fn()
    const card = (day: string) => (
      <AppProviders>
        <ActivityCard activity={respiracao} onComplete={celebrate} doneToday={1} day={day} />
      </AppProviders>
    )
    const { rerender } = render(card('2026-01-06'))
    expect(screen.getByText('Concluído')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Repetir' })).toBeVisible()
    expect(timer()).toHaveTextContent('05:00') // the time she gave it, with 'concluídos'
    expect(celebrate).not.toHaveBeenCalled()
    expect(journalEntries()).toEqual([])
    rerender(card('2026-01-07'))
    expect(screen.queryByText('Concluído')).toBeNull()
    expect(screen.getByRole('button', { name: 'Começar' })).toBeVisible()
    expect(timer()).toHaveTextContent('05:00')
  })
})
