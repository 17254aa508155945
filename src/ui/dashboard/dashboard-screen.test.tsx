import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { motivationalPhrases } from '../../data/daily'
import { AppProviders } from '../app-providers'
import { installFakeClock } from '../testing/fake-clock'
import { DashboardScreen } from './dashboard-screen'
import { StreakCard } from './streak-card'

function renderDashboard() {
  render(
    <AppProviders>
      <DashboardScreen random={() => 0.99} />
    </AppProviders>,
  )
}
const card = (title: string) => within(screen.getByRole('article', { name: title }))

afterEach(() => vi.restoreAllMocks())

describe('dashboard', () => {
  it('greets her and shows the suggestion, the streak, the goal, the phrase and the three activities', () => {
    renderDashboard()
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Mãe!' })).toBeVisible()
    expect(screen.getByText('Que tal reservar um momento para você hoje?')).toBeVisible()

    const suggestion = within(screen.getByRole('region', { name: 'Manhã Produtiva' }))
    expect(suggestion.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alongamento Energizante',
      'Respiração da Calma',
      'Café da manhã rápido',
    ])
    expect(suggestion.getByRole('button', { name: 'Começar agora' })).toBeVisible()

    const streak = screen.getByRole('progressbar', { name: 'Sequência de 7 dias seguidos' })
    expect(streak).toHaveAttribute('aria-valuenow', '7')
    expect(streak).toHaveAttribute('aria-valuemax', '30')

    const goal = screen.getByRole('progressbar', { name: 'Meta diária: 65%' })
    expect(goal).toHaveAttribute('aria-valuenow', '65')
    expect(screen.getByText('2 de 3 atividades completas')).toBeVisible()

    expect(within(screen.getByRole('region', { name: 'Frase do dia' })).getByText(/Cuidar de você/)).toBeVisible()

    const quick = within(screen.getByRole('region', { name: 'Atividades Rápidas' }))
    expect(quick.getAllByRole('article').map((article) => article.getAttribute('data-activity'))).toEqual([
      'alongamento-energizante',
      'respiracao-da-calma',
      'cafe-da-manha-rapido',
    ])
    for (const title of ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']) {
      expect(card(title).getByRole('timer')).toHaveTextContent('05:00')
      expect(card(title).getByText('5 min')).toBeVisible()
      expect(card(title).getByRole('button', { name: 'Começar' })).toBeVisible()
    }
  })

  it('"Começar agora" starts the first suggested activity, brings it into view and focuses it', async () => {
    const scrolled: Element[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this)
    })
    const user = userEvent.setup()
    renderDashboard()
    await user.click(screen.getByRole('button', { name: 'Começar agora' }))
    const pause = card('Alongamento Energizante').getByRole('button', { name: 'Pausar' })
    expect(pause).toHaveFocus()
    expect(scrolled).toEqual([screen.getByRole('article', { name: 'Alongamento Energizante' })])
    // The tutorial's text loads after the screen: it shows as soon as it is there.
    expect(await card('Alongamento Energizante').findByRole('region', { name: 'Passo a passo' })).toBeVisible()
    expect(card('Respiração da Calma').getByRole('button', { name: 'Começar' })).toBeVisible()
    // Pressed again while it runs, it only brings the card back into view.
    await user.click(screen.getByRole('button', { name: 'Começar agora' }))
    expect(card('Alongamento Energizante').getByRole('button', { name: 'Pausar' })).toBe(pause)
  })

  it('the streak ring fills days / 30 and stops at 100%', () => {
    const fill = (days: number) => {
      const { unmount } = render(
        <AppProviders>
          <StreakCard days={days} />
        </AppProviders>,
      )
      // The drawn arc over the whole circumference.
      const [drawn, whole] = getComputedStyle(screen.getByRole('progressbar').querySelector('[data-part="range"]')!)
        .strokeDasharray.split(/[ ,]+/)
        .map(Number)
      unmount()
      return Math.round((drawn! / whole!) * 1000) / 1000
    }
    expect(fill(7)).toBe(Math.round((7 / 30) * 1000) / 1000)
    expect(fill(30)).toBe(1)
    expect(fill(45)).toBe(1)
  })
})

describe('dashboard celebration', () => {
  let uninstallClock = () => {}
  beforeAll(async () => {
    await import('../celebration/confetti-burst') // the lazy chunk, loaded once
  })
  beforeEach(() => {
    // jsdom has no canvas: react-confetti gets a 2D context that draws nothing.
    const context = new Proxy({}, { get: () => () => {}, set: () => true })
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => context as unknown as CanvasRenderingContext2D,
    )
  })
  afterEach(() => uninstallClock())

  async function finishRespiracao(reducedMotion: boolean) {
    uninstallClock = installFakeClock(new Date('2026-01-05T12:00:00Z'))
    const matchMedia = window.matchMedia
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    }))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderDashboard()
    await user.click(card('Respiração da Calma').getByRole('button', { name: 'Começar' }))
    await act(async () => {
      vi.setSystemTime(Date.now() + 299_000)
      vi.advanceTimersByTime(1000)
    })
    return user
  }

  it('finishing an activity marks it Concluído and celebrates it with a phrase; Continuar closes', async () => {
    const user = await finishRespiracao(false)
    // The dialog is loaded on demand (not in the dashboard's first load).
    const dialog = within(await screen.findByRole('dialog', { name: 'Parabéns!' }))
    expect(dialog.getByText('Você concluiu Respiração da Calma.')).toBeVisible()
    expect(dialog.getByText(motivationalPhrases[6])).toBeVisible() // random() = 0.99: the 7th
    expect(screen.getByTestId('confetti')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Continuar' }))
    expect(card('Respiração da Calma').getByText('Concluído')).toBeVisible()
    await user.click(card('Respiração da Calma').getByRole('button', { name: 'Repetir' }))
    expect(card('Respiração da Calma').getByRole('timer')).toHaveTextContent('05:00')
    expect(card('Respiração da Calma').queryByText('Concluído')).toBeNull()
  })

  it('under prefers-reduced-motion celebrates without confetti', async () => {
    await finishRespiracao(true)
    expect(await screen.findByRole('dialog', { name: 'Parabéns!' })).toBeVisible()
    expect(screen.queryByTestId('confetti')).toBeNull()
  })
})
