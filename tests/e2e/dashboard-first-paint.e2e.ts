import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { phrasesOfTheDay } from '../../src/data/phrases'
import { todayOnThisDevice } from '../../src/device/today-on-this-device'
import { phraseOfTheDay } from '../../src/progress/phrase-of-the-day'
import { PHONE, useBrowser } from './support/browser'
import { holdTheApp } from './support/hold-the-app'

const browser = useBrowser()
// São Paulo's clock, as the browser's (support/browser.ts).
const MORNING = new Date('2026-01-05T09:00:00-03:00')
const NIGHT = new Date('2026-01-05T21:00:00-03:00')

/** The dashboard as the server sends it, on a phone whose clock says `time`, with the app's script held back. */
async function prerenderedDashboardAt(time: Date, colorScheme: 'light' | 'dark' = 'light') {
  const page = await browser.newPage({ viewport: PHONE, colorScheme })
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

  it('keeps a returning mother’s streak and goal out of sight until the app knows them', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.addInitScript(() => localStorage.setItem('momento-mae-onboarding', JSON.stringify({ availableTime: '5-10' })))
    await page.clock.setFixedTime(MORNING)
    const release = await holdTheApp(page)
    await page.goto('/dashboard', { waitUntil: 'commit' })
    const copy = page.locator('#prerendered')
    await copy.locator('h1').waitFor()
    expect(await copy.getByText('0 de 3 atividades completas').isVisible()).toBe(false)
    expect(await shownPhrases(page)).toHaveLength(1)
    release()
    await page.getByText('0 de 1 atividade completa').waitFor()
  })

  it.each(['light', 'dark'] as const)('is screenshotted in the %s', async (colorScheme) => {
    const { page, release } = await prerenderedDashboardAt(MORNING, colorScheme)
    await expect.poll(() => shownQuickActivities(page)).toHaveLength(3)
    mkdirSync('screenshots', { recursive: true })
    await page.screenshot({ path: `screenshots/dashboard-first-paint-${colorScheme}.png`, fullPage: true })
    release()
  })
})
