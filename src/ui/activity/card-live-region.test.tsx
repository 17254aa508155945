import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { dashboardActivities } from '../../data/activities'
import { tutorialFor } from '../../data/tutorials/by-type'
import { AppProviders } from '../app-providers'
import { installFakeClock } from '../testing/fake-clock'
import { ActivityCard } from './activity-card'
import { loadTutorials } from './use-tutorial-steps'
import { clockText } from './timer-text'

// Noon UTC is the same weekday in every time zone: Tuesday (even) picks the first variant, Monday the second.
const days = [
  ['Tuesday', new Date('2026-01-06T12:00:00Z')],
  ['Monday', new Date('2026-01-05T12:00:00Z')],
] as const

// The tutorials load after the screen (use-tutorial-steps.ts); here they are there from the start.
beforeAll(() => loadTutorials())
let uninstallClock = () => {}
afterEach(() => uninstallClock())

describe('the activity card speaks politely at step changes only, over a whole run', () => {
  const cases = dashboardActivities.flatMap((activity) => days.map(([day, date]) => [activity.title, day, activity, date] as const))

  it.each(cases)('%s on a %s', async (_title, _day, activity, date) => {
    uninstallClock = installFakeClock(date)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <AppProviders>
        <ActivityCard activity={activity} onComplete={() => {}} />
      </AppProviders>,
    )
    const card = screen.getByRole('article')
    const live = card.querySelectorAll('[aria-live]')
    // One live region per card; the timer (role timer: aria-live off) is not inside one.
    expect(live).toHaveLength(1)
    expect(live[0]).toHaveAttribute('aria-live', 'polite')
    const timer = screen.getByRole('timer')
    expect(timer).not.toHaveAttribute('aria-live')
    expect(timer.closest('[aria-live]')).toBeNull()

    // Every DOM change of the region, whether delivered to the callback or still queued.
    let pending = 0
    const mutations = new MutationObserver((records) => (pending += records.length))
    mutations.observe(live[0]!, { subtree: true, childList: true, characterData: true })
    const changedAt: number[] = []
    const said: string[] = []
    const record = (second: number) => {
      pending += mutations.takeRecords().length
      if (pending === 0) return
      pending = 0
      changedAt.push(second)
      said.push(live[0]!.textContent ?? '')
    }

    await user.click(screen.getByRole('button', { name: 'Começar' }))
    record(0)
    const totalSeconds = activity.duration * 60
    for (let second = 1; second <= totalSeconds + 5; second++) {
      act(() => vi.advanceTimersByTime(1000))
      record(second)
    }

    expect(timer).toHaveTextContent(clockText(activity.duration * 60)) // done: the time she gave it
    const steps = tutorialFor(activity.type, date.getDay())
    expect(steps.length).toBeGreaterThan(1)
    // It changed when a step began and when the activity ended: never with the seconds in between.
    expect(changedAt).toEqual([...steps.map((step) => step.time), totalSeconds])
    expect(said.at(-1)).toBe('Atividade concluída!')
    said.slice(0, -1).forEach((text, index) => {
      expect(text).toMatch(new RegExp(`^Passo ${index + 1} de ${steps.length}: `))
      expect(text).toContain(steps[index]!.title)
    })
    mutations.disconnect()
  }, 60_000) // 300 ticks, each rendered: a loaded machine takes longer than the usual 20 s (it did, in a full run)
})
