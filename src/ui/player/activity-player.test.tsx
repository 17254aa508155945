import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { library } from '../../data/library/library'
import { playableFromLibrary, type Playable } from '../../data/playable'
import { journalEntries } from '../../device/journal'
import type { KeptActivityRun } from '../../device/run-format'
import { endRun, keptRun } from '../../device/run-in-progress'
import { loadTutorials } from '../activity/use-tutorial-steps'
import { installFakeClock } from '../testing/fake-clock'
import { renderScreen } from '../testing/render'
import { useActivityPlayer } from './activity-player-host'
import type { PlayRequest } from './player-request'

const entry = (id: string) => playableFromLibrary(library.find((e) => e.id === id)!)
const pescoco = entry('alongamento-pescoco') // 3 min, 6 steps: one every 30 s
const tapioca = entry('tapioca-com-ovo-e-queijo')

function Screen({ playables, kept }: { playables: Playable[]; kept?: KeptActivityRun }) {
  const { play, player } = useActivityPlayer()
  const request = (playable: Playable): PlayRequest => ({ playable, startedFrom: 'plan', ...(kept && { kept }) })
  return (
    <>
      {playables.map((playable) => (
        <button key={playable.id} onClick={() => play(request(playable))}>
          Abrir {playable.title}
        </button>
      ))}
      {player}
    </>
  )
}

beforeAll(async () => {
  await Promise.all([import('./activity-player'), loadTutorials()])
})
let uninstallClock = () => {}
beforeEach(() => {
  uninstallClock = installFakeClock(new Date('2026-01-06T12:00:00Z'))
})
afterEach(() => uninstallClock())

async function open(playable: Playable, kept?: KeptActivityRun) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  const view = renderScreen(() => <Screen playables={[pescoco, tapioca]} {...(kept && { kept })} />, { path: '/meu-plano' })
  await act(async () => void (await Promise.resolve()))
  await user.click(screen.getByRole('button', { name: `Abrir ${playable.title}` }))
  await act(async () => void vi.advanceTimersByTime(50))
  return { user, router: view.router, player: () => screen.getByRole('dialog', { name: playable.title }) }
}
const seconds = (n: number) => act(async () => void vi.advanceTimersByTime(n * 1000))

describe('the activity player', () => {
  it("runs a library entry's steps over its minutes, then writes it to her journal and celebrates", async () => {
    const { user, player } = await open(pescoco)
    const view = within(player())
    expect(view.getByText(pescoco.description)).toBeVisible()
    expect(view.getByText('3 min')).toBeVisible()
    expect(view.getByText('Exercício')).toBeVisible()
    await user.click(view.getByRole('button', { name: 'Começar' }))
    expect(view.getByText('Passo 1 de 6 · 30 segundos')).toBeVisible()
    expect(view.getByText(pescoco.steps![0]!.instruction)).toBeVisible()
    expect(view.getByText(`A seguir: ${pescoco.steps![1]!.instruction}`)).toBeVisible()
    await seconds(30)
    expect(view.getByText('Passo 2 de 6 · 30 segundos')).toBeVisible()
    expect(view.getByRole('timer')).toHaveTextContent('02:30')
    expect(journalEntries()).toEqual([])
    await seconds(150)
    expect(view.getByText('Concluído')).toBeVisible()
    expect(await screen.findByRole('dialog', { name: 'Parabéns!' })).toBeVisible()
    expect(journalEntries()).toEqual([
      expect.objectContaining({
        activityId: 'alongamento-pescoco',
        title: pescoco.title,
        type: 'exercise',
        minutes: 3,
        startedFrom: 'plan',
      }),
    ])
  })

  it("shows a recipe's ingredients and method before she starts, then its steps, moved on by her", async () => {
    const { user, player } = await open(tapioca)
    const view = within(player())
    expect(view.getByRole('heading', { name: 'Ingredientes' })).toBeVisible()
    for (const item of tapioca.ingredients!) expect(view.getByText(item)).toBeVisible()
    expect(view.getByRole('heading', { name: 'Modo de preparo' })).toBeVisible()
    expect(view.getByText('Receita')).toBeVisible()
    await user.click(view.getByRole('button', { name: 'Começar' }))
    expect(view.queryByRole('heading', { name: 'Ingredientes' })).toBeNull()
    const total = tapioca.steps!.length
    await seconds(180) // the clock does not move her on
    expect(view.getByText(`Passo 1 de ${total}`)).toBeVisible()
    await user.click(view.getByRole('button', { name: 'Próximo passo' }))
    expect(view.getByText(`Passo 2 de ${total}`)).toBeVisible()
    await user.click(view.getByRole('button', { name: 'Passo anterior' }))
    expect(view.getByText(`Passo 1 de ${total}`)).toBeVisible()
    // What goes in stays one tap away while she cooks.
    expect(view.getByText(tapioca.ingredients![0]!)).not.toBeVisible()
    await user.click(view.getByText('Ver ingredientes'))
    for (const item of tapioca.ingredients!) expect(view.getByText(item)).toBeVisible()
  })

  it('opens a kept recipe on the step she was on, waiting for her, and keeps each step she takes after', async () => {
    const now = Date.now()
    const kept: KeptActivityRun = {
      key: 'player',
      what: { kind: 'activity', playable: tapioca, startedFrom: 'plan' },
      startedAt: now - 600_000,
      keptAt: now - 60_000,
      timer: { elapsedSeconds: 400, runningSince: null, step: { index: 1, waitFrom: null } },
    }
    const { user, player } = await open(tapioca, kept)
    const view = within(player())
    const total = tapioca.steps!.length
    expect(view.getByText(`Passo 2 de ${total}`)).toBeVisible()
    expect(view.getByText('Você parou aqui. Continue quando puder.')).toBeVisible()
    await user.click(view.getByRole('button', { name: 'Continuar de onde parei' }))
    await user.click(view.getByRole('button', { name: 'Próximo passo' }))
    expect(view.getByText(`Passo 3 de ${total}`)).toBeVisible()
    expect(keptRun('player')).toMatchObject({ timer: { elapsedSeconds: 400, step: { index: 2, waitFrom: null } } })
    endRun('player')
  })

  it('asks before abandoning a running activity: staying resumes it, leaving records nothing', async () => {
    const { user, player } = await open(pescoco)
    await user.keyboard('{Escape}')
    await act(async () => void vi.advanceTimersByTime(50))
    expect(screen.queryByRole('dialog', { name: pescoco.title })).toBeNull() // not started: it just closes

    await user.click(screen.getByRole('button', { name: `Abrir ${pescoco.title}` }))
    await act(async () => void vi.advanceTimersByTime(50))
    await user.click(within(player()).getByRole('button', { name: 'Começar' }))
    await seconds(10)
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('alertdialog', { name: 'Sair da atividade?' })
    await seconds(20)
    // The player behind the question is hidden from the accessibility tree while she decides, and paused.
    const behind = screen.getByRole('dialog', { name: pescoco.title, hidden: true })
    expect(within(behind).getByRole('timer', { hidden: true })).toHaveTextContent('02:50')
    await user.click(within(ask).getByRole('button', { name: 'Continuar atividade' }))
    await seconds(5)
    expect(within(player()).getByRole('timer')).toHaveTextContent('02:45')

    await user.click(within(player()).getByRole('button', { name: 'Sair da atividade' }))
    await act(async () => void vi.advanceTimersByTime(50))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sair' }))
    expect(screen.queryByRole('dialog', { name: pescoco.title })).toBeNull()
    await seconds(200)
    expect(journalEntries()).toEqual([])
  })

  it('asks on a navigation too (the browser\'s back), and stays on the screen', async () => {
    const { user, player, router } = await open(pescoco)
    await user.click(within(player()).getByRole('button', { name: 'Começar' }))
    await act(async () => router.history.push('/perfil'))
    await act(async () => void vi.advanceTimersByTime(50))
    expect(await screen.findByRole('alertdialog', { name: 'Sair da atividade?' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/meu-plano')
  })

  it("a second back while it asks changes nothing: 'Continuar atividade' still takes the activity up again", async () => {
    const { user, player, router } = await open(pescoco)
    await user.click(within(player()).getByRole('button', { name: 'Começar' }))
    await seconds(10)
    await act(async () => router.history.push('/perfil'))
    await act(async () => void vi.advanceTimersByTime(50))
    const ask = await screen.findByRole('alertdialog', { name: 'Sair da atividade?' })
    await act(async () => router.history.push('/perfil'))
    await act(async () => void vi.advanceTimersByTime(50))
    await user.click(within(ask).getByRole('button', { name: 'Continuar atividade' }))
    await seconds(5)
    expect(within(player()).getByRole('timer')).toHaveTextContent('02:45')
    expect(within(player()).getByRole('button', { name: 'Pausar' })).toBeVisible()
  })
})
