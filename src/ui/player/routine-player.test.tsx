import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { library } from '../../data/library/library'
import { playableFromLibrary } from '../../data/playable'
import { installFakeClock } from '../testing/fake-clock'
import { renderScreen } from '../testing/render'
import { RoutinePlayer } from './routine-player'
import type { PlayableRoutine } from './routine-request'

const playables = (...ids: string[]) => ids.map((id) => playableFromLibrary(library.find((entry) => entry.id === id)!))
const morning: PlayableRoutine = { id: 'sugestao-morning', title: 'Manhã de teste', activities: playables('alongamento-pescoco', 'ombros-soltos') }
const afternoon: PlayableRoutine = { id: 'sugestao-afternoon', title: 'Tarde de teste', activities: playables('respiracao-4-7-8') }

let uninstallClock = () => {}
beforeEach(() => {
  uninstallClock = installFakeClock(new Date('2026-01-06T11:59:00-03:00'))
})
afterEach(() => uninstallClock())
beforeAll(async () => {
  // The tutorials the player shows load on their own; here they are there from the start.
  await import('../activity/use-tutorial-steps').then((m) => m.loadTutorials())
})

let turnTheDay = () => {}
function Dashboard() {
  // The dashboard hands the player the suggestion of the part of the day: it changes at noon.
  const [routine, setRoutine] = useState(morning)
  turnTheDay = () => setRoutine(afternoon)
  return <RoutinePlayer request={{ routine, startedFrom: 'dashboard' }} onClose={() => {}} />
}

async function openRoutine() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderScreen(Dashboard, { path: '/dashboard' })
  await act(async () => void vi.advanceTimersByTime(50))
  return { user, player: () => within(screen.getByRole('dialog', { name: morning.title })) }
}

describe('the routine player', () => {
  it('plays the routine she started, even when the part of the day turns under it', async () => {
    const { user, player } = await openRoutine()
    await user.click(player().getByRole('button', { name: 'Começar' }))
    act(() => turnTheDay())
    await act(async () => void vi.advanceTimersByTime(50))
    expect(player().getByRole('heading', { level: 3, name: morning.activities[0]!.title })).toBeVisible()
    expect(screen.queryByRole('dialog', { name: afternoon.title })).toBeNull()
  })

  it("skipping the last activity leaves her focus on 'Voltar', not on the page", async () => {
    const { user, player } = await openRoutine()
    await user.click(player().getByRole('button', { name: 'Começar' }))
    await user.click(player().getByRole('button', { name: 'Pular' }))
    await user.click(player().getByRole('button', { name: 'Pular' }))
    await act(async () => void vi.advanceTimersByTime(50))
    expect(player().getByRole('button', { name: 'Voltar' })).toHaveFocus()
  })
})
