import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { phrasesOfTheDay } from '../../src/data/phrases'
import { todayOnThisDevice } from '../../src/device/today-on-this-device'
import { phraseOfTheDay } from '../../src/progress/phrase-of-the-day'
import { inlineScriptFrom } from '../../scripts/first-scripts-at-build'
import { PHONE, useBrowser } from './support/browser'
import { holdTheApp } from './support/hold-the-app'

const browser = useBrowser()
// São Paulo's clock, as the browser's (support/browser.ts).
const MORNING = new Date('2026-01-05T09:00:00-03:00')
const NIGHT = new Date('2026-01-05T21:00:00-03:00')

/** A journal entry of an activity she completed at `endedAt` (São Paulo's clock). */
const entry = (id: number, endedAt: string) => ({
  id: `e${id}`,
  activityId: 'respiracao-da-calma',
  title: 'Respiração da Calma',
  type: 'meditation',
  minutes: 5,
  endedAt,
  startedFrom: 'dashboard',
})

/** She has 10 to 20 minutes (a goal of 2), and did something on each of the last four days, today once. */
const returningMother = {
  'momento-mae-onboarding': JSON.stringify({ availableTime: '10-20' }),
  'momento-mae-journal': JSON.stringify({
    version: 1,
    entries: [
      entry(1, '2026-01-02T20:00:00.000-03:00'),
      entry(2, '2026-01-03T08:00:00.000-03:00'),
      entry(3, '2026-01-04T01:30:00.000-03:00'), // still the 3rd: her day starts at 03:00
      entry(4, '2026-01-04T21:00:00.000-03:00'),
      entry(5, '2026-01-05T08:30:00.000-03:00'),
    ],
  }),
}

/** The dashboard as the server sends it, on a phone whose clock says `time` and keeps `stored`, with the app's script held back. */
async function prerenderedDashboardAt(time: Date, colorScheme: 'light' | 'dark' = 'light', stored: Record<string, string> = {}) {
  const page = await browser.newPage({ viewport: PHONE, colorScheme })
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, stored)
  await page.clock.setFixedTime(time)
  const release = await holdTheApp(page)
  await page.goto('/dashboard', { waitUntil: 'commit' })
  await page.locator('#prerendered h1').waitFor()
  return { page, release, copy: page.locator('#prerendered') }
}

/** The quick activities' cards the static copy shows (those of the other parts of the day are there, hidden). */
const shownQuickActivities = (page: Page) =>
  page
    .locator('#prerendered section[aria-labelledby="atividades-rapidas"] [data-activity]')
    .locator('visible=true')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent))

/** What the streak and goal cards draw, and where, in one copy of the screen. */
const figuresAsDrawn = (page: Page, copy: string) =>
  page.evaluate((copy) => {
    const cards = document.querySelectorAll(`${copy} :is(section[aria-labelledby=sequencia], section[aria-labelledby=meta-diaria])`)
    return [...cards].map((card) => {
      const { x, y, width, height } = card.getBoundingClientRect()
      const arc = card.querySelector('[data-part=range]')
      const fill = card.querySelector('[role=progressbar] > div')
      return {
        box: [x, y, width, height].map(Math.round),
        text: (card as HTMLElement).innerText,
        arc: arc && getComputedStyle(arc).strokeDasharray,
        fill: fill && Math.round(fill.getBoundingClientRect().width),
      }
    })
  }, copy)

const shownPhrases = (page: Page) =>
  page.locator('#prerendered blockquote').locator('visible=true').allTextContents()

describe('the dashboard whole at its first paint, before the app arrives (375 px)', () => {
  it.each([
    ['09:00', MORNING, 'Manhã Produtiva', ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']],
    ['21:00', NIGHT, 'Noite Serena', ['Alongamento Suave', 'Respiração da Calma', 'Lanche leve da noite']],
  ])('at %s on a fresh phone: the greeting, the suggestion, the streak, the goal, the phrase and the three quick activities of the hour', async (_, time, suggestion, quick) => {
    const { page, release, copy } = await prerenderedDashboardAt(time)
    await expect.poll(() => shownQuickActivities(page)).toEqual(quick)
    expect(await copy.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).isVisible()).toBe(true)
    expect(await copy.getByRole('heading', { level: 2, name: suggestion }).isVisible()).toBe(true)
    expect(await copy.getByText('Comece hoje a sua sequência').isVisible()).toBe(true)
    expect(await copy.getByText('0 de 3 atividades completas').isVisible()).toBe(true)
    expect(await shownPhrases(page)).toEqual([phraseOfTheDay(todayOnThisDevice(time), phrasesOfTheDay)])
    for (const title of quick) {
      const card = copy.getByRole('article', { name: title })
      expect(await card.getByRole('button', { name: 'Começar' }).isVisible()).toBe(true)
    }
    // All of it while the app's script is still held: the static copy is what she sees.
    expect(await page.locator('#root').innerHTML()).toBe('')
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
  })

  it('the app takes over with the three cards working, no placeholder in between', async () => {
    const { page, release } = await prerenderedDashboardAt(MORNING)
    // What the live copy holds in the very commit that removes the static one.
    await page.evaluate(() => {
      const w = window as unknown as { cardsAtHandoff?: number }
      new MutationObserver((_, observer) => {
        if (document.getElementById('prerendered')) return
        w.cardsAtHandoff = document.querySelectorAll('#root [data-activity]').length
        observer.disconnect()
      }).observe(document.body, { childList: true })
    })
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    expect(await page.evaluate(() => (window as unknown as { cardsAtHandoff?: number }).cardsAtHandoff)).toBe(3)
    const live = page.locator('main').getByRole('article', { name: 'Respiração da Calma' })
    await live.getByRole('button', { name: 'Começar' }).click()
    await live.getByRole('button', { name: 'Pausar' }).waitFor()
  })

  it('shows a returning mother’s streak and goal before the app, as the app then shows them', async () => {
    const { page, release, copy } = await prerenderedDashboardAt(MORNING, 'light', returningMother)
    const figures = ['4 dias seguidos', 'Cada dia conta. Rumo aos 30 dias!', '50%', '1 de 2 atividades completas']
    for (const text of figures) expect(await copy.getByText(text, { exact: true }).isVisible()).toBe(true)
    expect(await copy.getByRole('progressbar', { name: 'Sequência de 4 dias seguidos' }).getAttribute('aria-valuenow')).toBe('4')
    expect(await copy.getByRole('progressbar', { name: 'Meta diária: 50%' }).getAttribute('aria-valuenow')).toBe('50')
    const before = await figuresAsDrawn(page, '#prerendered')
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    for (const text of figures) expect(await page.locator('main').getByText(text, { exact: true }).isVisible()).toBe(true)
    // The same words, in the same places, the ring and the bar as full: nothing jumps at the takeover.
    expect(await figuresAsDrawn(page, '#root')).toEqual(before)
  })

  it('shows no streak before the app when she turned it off, as the app does not', async () => {
    const { page, release, copy } = await prerenderedDashboardAt(MORNING, 'light', { ...returningMother, 'momento-mae-settings': JSON.stringify({ showStreak: false }) })
    expect(await copy.getByText('1 de 2 atividades completas').isVisible()).toBe(true)
    expect(await copy.getByRole('heading', { name: 'Sequência' }).count()).toBe(0)
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    await page.getByText('1 de 2 atividades completas').waitFor()
    expect(await page.getByRole('heading', { name: 'Sequência' }).count()).toBe(0)
  })

  it('shows the fresh figures before the app when what is kept cannot be read, and the page stands', async () => {
    const damaged = { 'momento-mae-journal': '{"version":1,"entries":[{"id":', 'momento-mae-settings': '[1,2', 'momento-mae-onboarding': '{"availableTime":42}' }
    const { page, release, copy } = await prerenderedDashboardAt(MORNING, 'light', damaged)
    expect(await copy.getByText('Comece hoje a sua sequência').isVisible()).toBe(true)
    expect(await copy.getByText('0 de 3 atividades completas').isVisible()).toBe(true)
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    await page.locator('main').getByText('0 de 3 atividades completas').waitFor()
  })

  it('a tap on the first quick activity before the app is held, and the activity starts once the app is there, once', async () => {
    const { page, release, copy } = await prerenderedDashboardAt(MORNING)
    const card = copy.getByRole('article', { name: 'Alongamento Energizante' })
    const start = card.getByRole('button', { name: 'Começar' })
    await start.click()
    await start.click() // impatient: still the one tap
    expect(await start.getAttribute('aria-busy')).toBe('true') // dimmed, a spinner: she sees it was taken
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    const live = page.locator('main').getByRole('article', { name: 'Alongamento Energizante' })
    await live.getByRole('button', { name: 'Pausar' }).waitFor()
    expect(await live.getByRole('button', { name: 'Retomar' }).count()).toBe(0) // not tapped twice: started, not paused
    expect(await live.getByRole('button', { name: 'Pausar' }).getAttribute('aria-busy')).toBeNull()
    for (const other of ['Respiração da Calma', 'Café da manhã rápido']) {
      expect(await page.locator('main').getByRole('article', { name: other }).getByRole('button', { name: 'Começar' }).isVisible()).toBe(true)
    }
  })

  it('a face tapped on the prerendered check-in is her answer once the app is there', async () => {
    const { page, release, copy } = await prerenderedDashboardAt(MORNING)
    const checkIn = copy.getByRole('region', { name: 'Como você está agora?' })
    await checkIn.getByRole('button', { name: 'Bem', exact: true }).click()
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    await page.getByText('Hoje você está: Bem.').waitFor()
  })

  it('nothing moves down as the app takes over: the check-in holds its place, Atividades Rápidas stays where she saw it', async () => {
    const { page, release, copy } = await prerenderedDashboardAt(MORNING)
    expect(await copy.getByRole('heading', { name: 'Como você está agora?' }).isVisible()).toBe(true)
    const place = (copy: string) =>
      page.locator(`${copy} :is(#atividades-rapidas, #como-voce-esta, blockquote:visible)`).evaluateAll((found) => found.map((element) => Math.round(element.getBoundingClientRect().y)))
    const before = await place('#prerendered')
    expect(before).toHaveLength(3)
    await page.evaluate(() => {
      const w = window as unknown as { shifted: number }
      w.shifted = 0
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!shift.hadRecentInput) w.shifted += shift.value
      }).observe({ type: 'layout-shift' })
    })
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    expect(await place('#root')).toEqual(before)
    // And once what loads after the takeover (the ring's motion, the late parts) has come.
    await page.waitForLoadState('networkidle')
    expect(await place('#root')).toEqual(before)
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0)
  })

  it("writes her figures with the app's own code, bundled by the build, in the dashboard's page only", async () => {
    const page = (route: string) => readFileSync(`dist/client/prerendered/${route}.html`, 'utf8')
    const script = /<script data-route="\/dashboard">([\s\S]*?)<\/script>/.exec(page('dashboard'))?.[1]
    expect(script).toBe(await inlineScriptFrom('src/ui/dashboard/figures-before-the-app.ts'))
    for (const other of ['login', 'chat', 'meu-plano']) expect(page(other)).not.toContain('<script data-route=')
  })

  it.each(['light', 'dark'] as const)('is screenshotted in the %s, before the app and after it took over', async (colorScheme) => {
    const { page, release } = await prerenderedDashboardAt(MORNING, colorScheme, returningMother)
    await expect.poll(() => shownQuickActivities(page)).toHaveLength(3)
    mkdirSync('screenshots', { recursive: true })
    await page.screenshot({ path: `screenshots/dashboard-first-paint-${colorScheme}.png`, fullPage: true })
    release()
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    await page.screenshot({ path: `screenshots/dashboard-taken-over-${colorScheme}.png`, fullPage: true })
  })
})
