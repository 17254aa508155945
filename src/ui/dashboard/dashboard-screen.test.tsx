import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { motivationalPhrases } from '../../data/daily'
import type { JournalEntry } from '../../data/journal'
import { phrasesOfTheDay } from '../../data/phrases'
import { eraseJournal, journalEntries, recordCompletion } from '../../device/journal'
import { storageKeys } from '../../device/storage-keys'
import { phraseOfTheDay as phraseOf } from '../../progress/phrase-of-the-day'
import { AppProviders } from '../app-providers'
import { installFakeClock } from '../testing/fake-clock'
import { renderScreen } from '../testing/render'
import { DashboardScreen } from './dashboard-screen'
import { loadFirst } from '../../start/load-first'
import { dashboardFirstParts } from '../../start/route-parts'
import { dashboardFirstLoads } from './dashboard-first'
import { StreakCard } from './streak-card'

const phraseOfTheDay = (day: string) => phraseOf(day, phrasesOfTheDay)
// The route's loader brings the cards' chunk and the phrases before the first render, as here.
beforeAll(() => loadFirst(dashboardFirstParts, dashboardFirstLoads))

// Her clock: São Paulo, whatever the machine running the tests says.
beforeEach(() => vi.stubEnv('TZ', 'America/Sao_Paulo'))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
  vi.restoreAllMocks()
  eraseJournal()
})

const MONDAY_MORNING = new Date('2026-01-05T09:00:00-03:00')

/** Only Date is fake: the screen's own timers run, so Testing Library can wait on them. */
const setDate = (date: Date) => vi.useFakeTimers({ now: date, toFake: ['Date'] })

/** A screen as tall as the page: every part is in view, so what loads when near loads at once. */
class EverythingInView {
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element) {
    this.report([{ target, isIntersecting: true }])
  }
  unobserve() {}
  disconnect() {}
}
const observer = window.IntersectionObserver
beforeEach(() => {
  window.IntersectionObserver = EverythingInView as unknown as typeof IntersectionObserver
})
afterEach(() => {
  window.IntersectionObserver = observer
})

/** The screen, once the cards of 'Atividades Rápidas' (which load as they near the screen) are in. */
async function renderDashboard() {
  const view = render(
    <AppProviders>
      <DashboardScreen random={() => 0.99} />
    </AppProviders>,
  )
  await within(screen.getByRole('region', { name: 'Atividades Rápidas' })).findAllByRole('article')
  return view
}
const card = (title: string) => within(screen.getByRole('article', { name: title }))
const streakRing = () => screen.getByRole('progressbar', { name: /^Sequência/ })
const goalBar = () => screen.getByRole('progressbar', { name: /^Meta diária/ })

function keepJournal(...entries: Array<[activityId: string, endedAt: string]>) {
  const journal: JournalEntry[] = entries.map(([activityId, endedAt], i) => ({
    id: `e${i}`,
    activityId,
    title: activityId,
    type: 'meditation',
    minutes: 5,
    endedAt,
    startedFrom: 'dashboard',
  }))
  localStorage.setItem(storageKeys.journal, JSON.stringify({ version: 1, entries: journal }))
}

describe('dashboard on a fresh device', () => {
  it('greets her, suggests the morning, invites her to start a streak, and counts 0 de 3', async () => {
    setDate(MONDAY_MORNING)
    await renderDashboard()
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Mãe!' })).toBeVisible()
    expect(screen.getByText('Que tal reservar um momento para você hoje?')).toBeVisible()

    const suggestion = within(screen.getByRole('region', { name: 'Manhã Produtiva' }))
    expect(suggestion.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alongamento Energizante',
      'Respiração da Calma',
      'Café da manhã rápido',
    ])
    expect(suggestion.getByRole('button', { name: 'Começar agora' })).toBeVisible()

    expect(streakRing()).toHaveAccessibleName('Sequência de 0 dias')
    expect(streakRing()).toHaveAttribute('aria-valuenow', '0')
    expect(streakRing()).toHaveAttribute('aria-valuemax', '30')
    expect(screen.getByText('Comece hoje a sua sequência')).toBeVisible()

    expect(goalBar()).toHaveAccessibleName('Meta diária: 0%')
    expect(goalBar()).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByText('0 de 3 atividades completas')).toBeVisible()

    const phrase = within(screen.getByRole('region', { name: 'Frase do dia' }))
    expect(phrase.getByText(phraseOfTheDay('2026-01-05'))).toBeVisible()

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

  it.each([
    ['5-10', '0 de 1 atividade completa'],
    ['30+', '0 de 4 atividades completas'],
  ])('sets the goal from the time she gave in the onboarding (%s)', async (time, text) => {
    setDate(MONDAY_MORNING)
    localStorage.setItem(
      storageKeys.onboarding,
      JSON.stringify({ age: '', childrenAges: '', availableTime: time, goals: [] }),
    )
    await renderDashboard()
    expect(screen.getByText(text)).toBeVisible()
  })

  it('follows the time she saved in her profile over the onboarding one', async () => {
    setDate(MONDAY_MORNING)
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ availableTime: '5-10' }))
    localStorage.setItem(storageKeys.profile, JSON.stringify({ name: 'Ana', availableTime: '20-30' }))
    await renderDashboard()
    expect(screen.getByText('0 de 3 atividades completas')).toBeVisible()
  })
})

describe('dashboard as the build prerenders it', () => {
  it('lays out her figures and the suggestion’s activities without showing them: there is no device there', () => {
    vi.stubGlobal('localStorage', undefined) // as in Node, where the build renders
    const html = renderToString(
      <AppProviders>
        <DashboardScreen />
      </AppProviders>,
    )
    vi.unstubAllGlobals()
    const page = document.createElement('div')
    page.innerHTML = html
    const hidden = [...page.querySelectorAll<HTMLElement>('[aria-hidden="true"][style]')]
      .filter((element) => element.style.visibility === 'hidden')
      .map((element) => element.textContent)
    expect(hidden).toEqual([
      expect.stringContaining('Alongamento Energizante'),
      expect.stringContaining('Comece hoje a sua sequência'),
      expect.stringContaining('0 de 3 atividades completas'),
    ])
  })
  it('carries every phrase of the day, for the prerender’s style to show the one of her day', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(
      <AppProviders>
        <DashboardScreen />
      </AppProviders>,
    )
    const phrases = [...page.querySelectorAll<HTMLElement>('blockquote[data-phrase]')]
    expect(phrases.map((quote) => [quote.dataset.phrase, quote.textContent])).toEqual(phrasesOfTheDay.map((text, i) => [String(i), text]))
    expect(phrases[0]!.closest('[aria-hidden]')).toBeNull()
  })
  it('carries the working cards of ‘Atividades Rápidas’ of every part of the day, each shown at its part', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(
      <AppProviders>
        <DashboardScreen />
      </AppProviders>,
    )
    const quick = page.querySelector('[aria-labelledby="atividades-rapidas"]')!
    const cards = [...quick.querySelectorAll<HTMLElement>('[data-activity]')].map((card) => [
      card.closest<HTMLElement>('[data-suggestion]')?.dataset.suggestion ?? 'all',
      card.querySelector('h3')?.textContent,
    ])
    expect(cards).toEqual([
      ['morning', 'Alongamento Energizante'],
      ['afternoon', 'Alongamento Energizante'],
      ['evening', 'Alongamento Suave'],
      ['all', 'Respiração da Calma'],
      ['morning', 'Café da manhã rápido'],
      ['afternoon', 'Lanche rápido da tarde'],
      ['evening', 'Lanche leve da noite'],
    ])
    expect([...quick.querySelectorAll('button')].map((button) => button.textContent?.trim())).toContain('Começar')
  })
  it('carries each part of the day’s suggestion, for the page’s first script to show the one of her clock', () => {
    const html = renderToString(
      <AppProviders>
        <DashboardScreen />
      </AppProviders>,
    )
    const page = document.createElement('div')
    page.innerHTML = html
    const suggestions = [...page.querySelectorAll<HTMLElement>('[data-suggestion]')]
      .filter((element) => element.querySelector('h2'))
      .map((element) => [element.dataset.suggestion, element.querySelector('h2')?.textContent])
    expect(suggestions).toEqual([
      ['morning', 'Manhã Produtiva'],
      ['afternoon', 'Pausa Revigorante'],
      ['evening', 'Noite Serena'],
    ])
  })
})

describe('dashboard with her journal', () => {
  it('shows her streak, today’s count and the cards she completed today', async () => {
    setDate(MONDAY_MORNING)
    keepJournal(
      ['alongamento-energizante', '2026-01-04T20:00:00.000-03:00'],
      ['respiracao-da-calma', '2026-01-05T08:30:00.000-03:00'],
    )
    await renderDashboard()
    expect(streakRing()).toHaveAccessibleName('Sequência de 2 dias seguidos')
    expect(screen.getByText('2 dias seguidos')).toBeVisible()
    expect(goalBar()).toHaveAccessibleName('Meta diária: 33%')
    expect(screen.getByText('1 de 3 atividades completas')).toBeVisible()
    expect(card('Respiração da Calma').getByText('Concluído')).toBeVisible()
    expect(card('Respiração da Calma').getByRole('button', { name: 'Repetir' })).toBeVisible()
    expect(card('Respiração da Calma').getByRole('timer')).toHaveTextContent('05:00') // done: the time she gave it
    expect(card('Alongamento Energizante').getByRole('button', { name: 'Começar' })).toBeVisible()
  })

  it('counts an activity finished at 01:30 for the day before', async () => {
    setDate(new Date('2026-01-06T01:45:00-03:00')) // still Monday for her
    keepJournal(['respiracao-da-calma', '2026-01-06T01:30:00.000-03:00'])
    await renderDashboard()
    expect(screen.getByText('1 dia seguido')).toBeVisible()
    expect(streakRing()).toHaveAccessibleName('Sequência de 1 dia seguido')
    expect(screen.getByText('1 de 3 atividades completas')).toBeVisible()
    expect(card('Respiração da Calma').getByText('Concluído')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Noite Serena' })).toBeVisible()
  })

  it("shows no streak at all when 'Mostrar sequência' is off; the goal stays", async () => {
    setDate(MONDAY_MORNING)
    keepJournal(['respiracao-da-calma', '2026-01-04T20:00:00-03:00'])
    localStorage.setItem(storageKeys.settings, JSON.stringify({ notifications: true, showStreak: false }))
    await renderDashboard()
    expect(screen.queryByRole('region', { name: 'Sequência' })).toBeNull()
    expect(screen.queryByText('1 dia seguido')).toBeNull()
    expect(screen.getByText('0 de 3 atividades completas')).toBeVisible()
  })

  it('says so when yesterday was her protected day', async () => {
    setDate(MONDAY_MORNING)
    keepJournal(
      ['respiracao-da-calma', '2026-01-02T20:00:00-03:00'],
      ['respiracao-da-calma', '2026-01-03T20:00:00-03:00'],
    )
    await renderDashboard()
    expect(screen.getByText('2 dias seguidos')).toBeVisible()
    expect(screen.getByText('Sua sequência foi protegida ontem')).toBeVisible()
  })

  it('the streak ring fills days / 30 and stops at 100%', () => {
    const fill = (days: number) => {
      const { unmount } = render(
        <AppProviders>
          <StreakCard streak={{ days, protectedYesterday: false }} known />
        </AppProviders>,
      )
      // The drawn arc over the whole circumference.
      const [drawn, whole] = getComputedStyle(screen.getByRole('progressbar').querySelector('[data-part="range"]')!)
        .strokeDasharray.split(/[ ,]+/)
        .map(Number)
      unmount()
      return Math.round((drawn! / whole!) * 1000) / 1000
    }
    expect(fill(0)).toBe(0)
    expect(fill(7)).toBe(Math.round((7 / 30) * 1000) / 1000)
    expect(fill(30)).toBe(1)
    expect(fill(45)).toBe(1)
  })
})

describe('dashboard through the day', () => {
  let uninstallClock = () => {}
  afterEach(() => uninstallClock())

  it.each([
    ['04:59', 'Noite Serena'],
    ['05:00', 'Manhã Produtiva'],
    ['11:59', 'Manhã Produtiva'],
    ['12:00', 'Pausa Revigorante'],
    ['17:59', 'Pausa Revigorante'],
    ['18:00', 'Noite Serena'],
  ])('at %s suggests %s', async (time, title) => {
    setDate(new Date(`2026-01-05T${time}:00-03:00`))
    await renderDashboard()
    expect(screen.getByRole('region', { name: title })).toBeVisible()
  })

  it('changes the suggestion at noon, and at 03:00 starts her new day: a fresh card, 0 de 3, a new phrase', async () => {
    uninstallClock = installFakeClock(new Date('2026-01-05T11:59:00-03:00'))
    keepJournal(['respiracao-da-calma', '2026-01-05T11:00:00.000-03:00'])
    await renderDashboard()
    expect(screen.getByRole('region', { name: 'Manhã Produtiva' })).toBeVisible()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('region', { name: 'Pausa Revigorante' })).toBeVisible()
    expect(card('Respiração da Calma').getByText('Concluído')).toBeVisible()

    act(() => vi.advanceTimersByTime(15 * 3_600_000 - 1000)) // 02:59:59
    expect(screen.getByText('1 de 3 atividades completas')).toBeVisible()
    expect(screen.getByText(phraseOfTheDay('2026-01-05'))).toBeVisible()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('0 de 3 atividades completas')).toBeVisible()
    expect(screen.getByText(phraseOfTheDay('2026-01-06'))).toBeVisible()
    expect(screen.getByText('1 dia seguido')).toBeVisible() // today is not over yet
    expect(card('Respiração da Calma').queryByText('Concluído')).toBeNull()
    expect(card('Respiração da Calma').getByRole('button', { name: 'Começar' })).toBeVisible()
  })
})

describe('"Começar agora"', () => {
  it.each([
    ['09:00', MONDAY_MORNING, 'Manhã Produtiva', ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']],
    ['21:00', new Date('2026-01-05T21:00:00-03:00'), 'Noite Serena', ['Respiração da Calma', 'Três coisas boas do dia', 'Relaxamento para dormir']],
  ] as const)("at %s plays the suggestion as a routine: its three activities, in order", async (_time, date, title, titles) => {
    setDate(date)
    const user = userEvent.setup()
    renderScreen(() => <DashboardScreen random={() => 0.99} />, { path: '/dashboard' })
    await user.click(await screen.findByRole('button', { name: 'Começar agora' }))
    // The player and the library load on the tap (the first time, as a cold cache would).
    const player = within(await screen.findByRole('dialog', { name: title }, { timeout: 10_000 }))
    const list = player.getByRole('list', { name: 'Atividades da rotina' })
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(titles)
    await user.click(player.getByRole('button', { name: 'Começar' }))
    expect(player.getByText('Atividade 1 de 3')).toBeVisible()
    expect(player.getByRole('heading', { name: titles[0] })).toBeVisible()
    expect(player.getByRole('button', { name: 'Pausar' })).toBeVisible()
    // The dashboard's own card is not started: the routine plays it.
    expect(screen.queryByRole('article', { name: titles[0] })).toBeNull() // hidden behind the modal player
  })
})

describe('the welcome after the onboarding', () => {
  const welcome = () => screen.queryByRole('region', { name: 'Seu plano segue o que você contou' })
  const finishOnboarding = (answers: object) => {
    localStorage.setItem(storageKeys.onboarding, JSON.stringify(answers))
    localStorage.setItem(storageKeys.welcome, JSON.stringify('due'))
  }

  it('says once, politely and without taking her focus, that her plan follows her time and goals', async () => {
    setDate(MONDAY_MORNING)
    finishOnboarding({ age: '', childrenAges: '', availableTime: '10-20', goals: ['relaxar'] })
    const user = userEvent.setup()
    const { unmount } = await renderDashboard()
    // Loaded when due (never in the dashboard's first load), the first time as a cold cache would.
    const card = within(await screen.findByRole('region', { name: 'Seu plano segue o que você contou' }, { timeout: 10_000 }))
    expect(card.getByText('Com 10-20 minutos por dia, sua meta é de 2 atividades.')).toBeVisible()
    expect(
      card.getByText('Para relaxar e reduzir ansiedade, a sugestão do dia começa por respiração e meditação.'),
    ).toBeVisible()
    // What her screen reader hears, in a polite live region.
    const said = [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent)
    expect(said).toContain(
      'Seu plano segue o que você contou. Com 10-20 minutos por dia, sua meta é de 2 atividades. Para relaxar e reduzir ansiedade, a sugestão do dia começa por respiração e meditação.',
    )
    expect(document.activeElement).toBe(document.body)
    // And what it says is true on the screen: 2 a day, the breathing first.
    expect(screen.getByText('0 de 2 atividades completas')).toBeVisible()
    expect(within(screen.getByRole('list', { name: 'Atividades da sugestão' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Respiração da Calma',
    )
    // Said: a reload from here does not say it again.
    expect(localStorage.getItem(storageKeys.welcome)).toBe('"seen"')

    await user.click(card.getByRole('button', { name: 'Entendi' }))
    expect(welcome()).toBeNull()
    expect(screen.getByRole('button', { name: 'Começar agora' })).toHaveFocus()
    unmount()
    await renderDashboard()
    await act(async () => {})
    expect(welcome()).toBeNull()
  })

  it('after a reload while it shows, it is not said again', async () => {
    setDate(MONDAY_MORNING)
    finishOnboarding({ goals: [] })
    const first = await renderDashboard()
    expect(await screen.findByRole('region', { name: 'Seu plano segue o que você contou' })).toBeVisible()
    expect(screen.getByText('Sua meta do dia é de 3 atividades. No Perfil, diga quanto tempo você tem quando quiser.')).toBeVisible()
    first.unmount()
    await renderDashboard()
    await act(async () => {})
    expect(welcome()).toBeNull()
  })

  it('is not said to someone who did not finish the onboarding', async () => {
    setDate(MONDAY_MORNING)
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ availableTime: '5-10', goals: ['exercitar'] }))
    await renderDashboard()
    // Time enough for its part to load and show, were it due.
    await act(() => import('../welcome/welcome'))
    await act(async () => {})
    expect(welcome()).toBeNull()
    expect(localStorage.getItem(storageKeys.welcome)).toBeNull()
  })

  it('is not in the page the build prerenders', async () => {
    finishOnboarding({ goals: ['relaxar'] })
    const html = renderToString(
      <AppProviders>
        <DashboardScreen />
      </AppProviders>,
    )
    expect(html).not.toContain('Seu plano segue')
    expect(localStorage.getItem(storageKeys.welcome)).toBe('"due"')
  })
})

describe('the suggestion in the order her goals ask', () => {
  const listed = () =>
    within(screen.getByRole('list', { name: 'Atividades da sugestão' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)

  it.each([
    [['relaxar'], ['Respiração da Calma', 'Alongamento Energizante', 'Café da manhã rápido']],
    [['exercitar'], ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']],
    [['alimentacao', 'relaxar'], ['Café da manhã rápido', 'Respiração da Calma', 'Alongamento Energizante']],
    [[], ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']],
  ] as const)('goals %j: Manhã Produtiva lists %j', async (goals, titles) => {
    setDate(MONDAY_MORNING)
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ age: '', childrenAges: '', availableTime: '', goals }))
    await renderDashboard()
    expect(screen.getByRole('region', { name: 'Manhã Produtiva' })).toBeVisible()
    expect(listed()).toEqual(titles)
  })

  it("'Começar agora' plays them in that order", async () => {
    setDate(new Date('2026-01-05T21:00:00-03:00'))
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ goals: ['cuidar-mente'] }))
    const user = userEvent.setup()
    renderScreen(() => <DashboardScreen random={() => 0.99} />, { path: '/dashboard' })
    const titles = ['Três coisas boas do dia', 'Relaxamento para dormir', 'Respiração da Calma']
    const start = await screen.findByRole('button', { name: 'Começar agora' })
    expect(listed()).toEqual(titles)
    await user.click(start)
    const player = within(await screen.findByRole('dialog', { name: 'Noite Serena' }, { timeout: 10_000 }))
    const list = player.getByRole('list', { name: 'Atividades da rotina' })
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(titles)
  })
})

describe('dashboard cards and what she did elsewhere', () => {
  it('a card turns Concluído at once when her journal gains it (the suggestion played as a routine), without a celebration', async () => {
    setDate(MONDAY_MORNING)
    await renderDashboard()
    expect(card('Alongamento Energizante').getByRole('button', { name: 'Começar' })).toBeVisible()
    // What the routine player writes as each of the suggestion's activities ends.
    act(() => {
      recordCompletion({
        activityId: 'alongamento-energizante',
        title: 'Alongamento Energizante',
        type: 'exercise',
        minutes: 5,
        startedFrom: 'routine',
        routineId: 'sugestao-morning',
      })
    })
    expect(card('Alongamento Energizante').getByText('Concluído')).toBeVisible()
    expect(card('Alongamento Energizante').getByRole('button', { name: 'Repetir' })).toBeVisible()
    expect(card('Alongamento Energizante').getByRole('timer')).toHaveTextContent('05:00') // done: the time she gave it
    expect(card('Respiração da Calma').queryByText('Concluído')).toBeNull()
    expect(screen.getByText('1 de 3 atividades completas')).toBeVisible()
    expect(screen.queryByRole('dialog', { name: 'Parabéns!' })).toBeNull()
    expect(journalEntries()).toHaveLength(1) // shown, not written again
  })
})

/** jsdom has no canvas: react-confetti gets a 2D context that draws nothing. */
function drawNothingOnCanvas() {
  const context = new Proxy({}, { get: () => () => {}, set: () => true })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  )
}

describe('dashboard celebration', () => {
  let uninstallClock = () => {}
  beforeAll(async () => {
    await import('../celebration/confetti-burst') // the lazy chunk, loaded once
  })
  beforeEach(drawNothingOnCanvas)
  afterEach(() => uninstallClock())

  function preferReducedMotion() {
    const matchMedia = window.matchMedia
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }))
  }

  async function finish(title: string) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(card(title).getByRole('button', { name: 'Começar' }))
    await act(async () => {
      vi.setSystemTime(Date.now() + 299_000)
      vi.advanceTimersByTime(1000)
    })
    return user
  }

  it('finishing an activity writes it to her journal, counts it, marks it Concluído and celebrates it; Continuar closes', async () => {
    uninstallClock = installFakeClock(MONDAY_MORNING)
    await renderDashboard()
    const user = await finish('Respiração da Calma')
    expect(journalEntries()).toMatchObject([
      { activityId: 'respiracao-da-calma', startedFrom: 'dashboard', minutes: 5 },
    ])
    expect(screen.getByText('1 dia seguido')).toBeVisible()
    expect(screen.getByText('1 de 3 atividades completas')).toBeVisible()
    // The dialog is loaded on demand (not in the dashboard's first load).
    const dialog = within(await screen.findByRole('dialog', { name: 'Parabéns!' }))
    expect(dialog.getByText('Você concluiu Respiração da Calma.')).toBeVisible()
    expect(dialog.getByText(motivationalPhrases[6])).toBeVisible() // random() = 0.99: the 7th
    expect(screen.getByTestId('confetti')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Continuar' }))
    expect(card('Respiração da Calma').getByText('Concluído')).toBeVisible()
    expect(screen.queryByText('Meta do dia cumprida!')).toBeNull() // 1 of 3: not yet
    await user.click(card('Respiração da Calma').getByRole('button', { name: 'Repetir' }))
    expect(card('Respiração da Calma').getByRole('timer')).toHaveTextContent('05:00')
    expect(card('Respiração da Calma').queryByText('Concluído')).toBeNull()
    expect(screen.getByText('1 de 3 atividades completas')).toBeVisible() // Repetir takes nothing back
  })

  it('celebrates reaching the daily goal with a toast after Continuar, once a day', async () => {
    uninstallClock = installFakeClock(MONDAY_MORNING)
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ availableTime: '5-10' }))
    await renderDashboard()
    let user = await finish('Respiração da Calma')
    expect(screen.getByText('1 de 1 atividade completa')).toBeVisible()
    const dialog = await screen.findByRole('dialog', { name: 'Parabéns!' })
    expect(screen.queryByText('Meta do dia cumprida!')).toBeNull() // not behind the dialog
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }))
    const toast = within(screen.getByRole('status'))
    expect(toast.getByText('Meta do dia cumprida!')).toBeVisible()
    expect(toast.getByText('1 de 1 atividade completa. Você merece esse cuidado.')).toBeVisible()
    act(() => vi.advanceTimersByTime(6000)) // the toast's 5 s

    user = await finish('Café da manhã rápido')
    const again = await screen.findByRole('dialog', { name: 'Parabéns!' })
    await user.click(within(again).getByRole('button', { name: 'Continuar' }))
    expect(screen.getByText('Meta cumprida: 2 atividades hoje')).toBeVisible()
    expect(screen.queryByText('Meta do dia cumprida!')).toBeNull()
  })

  it('under prefers-reduced-motion celebrates without confetti', async () => {
    uninstallClock = installFakeClock(new Date('2026-01-05T12:00:00Z'))
    preferReducedMotion()
    await renderDashboard()
    await finish('Respiração da Calma')
    expect(await screen.findByRole('dialog', { name: 'Parabéns!' })).toBeVisible()
    expect(screen.queryByTestId('confetti')).toBeNull()
  })
})

describe('sizes that fit her', () => {
  beforeEach(drawNothingOnCanvas)
  const suggestionOf = (name: string) => within(screen.getByRole('region', { name }))
  const quickTitles = () =>
    within(screen.getByRole('region', { name: 'Atividades Rápidas' }))
      .getAllByRole('article')
      .map((article) => article.querySelector('h3')?.textContent)

  it.each([
    ['5-10', ['Alongamento de pescoço', 'Suspiro duplo', 'Tigela de iogurte, banana e aveia'], '9 minutos no total'],
    ['10-20', ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido'], '15 minutos no total'],
  ])('with %s minutes a day, the suggestion fits them', async (time, titles, total) => {
    setDate(MONDAY_MORNING)
    localStorage.setItem(storageKeys.onboarding, JSON.stringify({ availableTime: time }))
    await renderDashboard()
    const suggestion = suggestionOf('Manhã Produtiva')
    expect(suggestion.getAllByRole('listitem').map((item) => item.textContent)).toEqual(titles)
    expect(suggestion.getByText(total)).toBeVisible()
  })

  it("says 'Concluído hoje' on the suggestion she played today, and offers it again", async () => {
    setDate(MONDAY_MORNING)
    keepJournal(['sugestao-morning', '2026-01-05T08:00:00.000-03:00'])
    await renderDashboard()
    const suggestion = suggestionOf('Manhã Produtiva')
    expect(suggestion.getByText('Concluído hoje')).toBeVisible()
    expect(suggestion.getByRole('button', { name: 'Repetir' })).toBeVisible()
    expect(suggestion.queryByRole('button', { name: 'Começar agora' })).toBeNull()
  })

  it.each([
    ['09:00', ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']],
    ['14:00', ['Alongamento Energizante', 'Respiração da Calma', 'Lanche rápido da tarde']],
    ['21:00', ['Alongamento Suave', 'Respiração da Calma', 'Lanche leve da noite']],
    ['03:00', ['Alongamento Suave', 'Respiração da Calma', 'Lanche leve da noite']],
  ])('at %s the quick activities are of that part of the day (no breakfast at night)', async (time, titles) => {
    setDate(new Date(`2026-01-05T${time}:00-03:00`))
    await renderDashboard()
    expect(quickTitles()).toEqual(titles)
  })

  it('a card she is running stays hers when the part of the day turns; the new ones come once it ends', async () => {
    const uninstall = installFakeClock(new Date('2026-01-05T11:58:00-03:00'))
    try {
      await renderDashboard()
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      await user.click(card('Café da manhã rápido').getByRole('button', { name: 'Começar' }))
      act(() => vi.advanceTimersByTime(180_000)) // 12:01
      expect(screen.getByRole('region', { name: 'Pausa Revigorante' })).toBeVisible()
      expect(quickTitles()).toEqual(['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido'])
      expect(card('Café da manhã rápido').getByRole('button', { name: 'Pausar' })).toBeVisible()
      await user.click(card('Café da manhã rápido').getByRole('button', { name: 'Pausar' }))
      act(() => vi.advanceTimersByTime(60_000))
      expect(quickTitles()).toContain('Café da manhã rápido') // paused is still under way
      await user.click(card('Café da manhã rápido').getByRole('button', { name: 'Retomar' }))
      act(() => vi.advanceTimersByTime(125_000)) // its five minutes are done
      expect(journalEntries()).toMatchObject([{ activityId: 'cafe-da-manha-rapido' }])
      expect(quickTitles()).toEqual(['Alongamento Energizante', 'Respiração da Calma', 'Lanche rápido da tarde'])
    } finally {
      uninstall()
    }
  })
})
