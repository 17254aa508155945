import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { nightPractices } from '../../src/data/library/madrugada'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser, type PageOptions } from './support/browser'
import { holdTheApp } from './support/hold-the-app'

const browser = useBrowser()
// São Paulo's clock, as the browser's (support/browser.ts).
const AT_0310 = new Date('2026-01-06T03:10:00-03:00')
const NOON = new Date('2026-01-06T12:00:00-03:00')

const journal = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-journal') ?? '{"entries":[]}').entries as object[])

async function dashboardAt(time: Date, options: PageOptions & { theme?: 'light' | 'dark'; settings?: object } = {}) {
  const page = await browser.newPage(options)
  await page.addInitScript(
    ([theme, settings]) => {
      if (theme) localStorage.setItem('momento-mae-theme', theme)
      if (settings) localStorage.setItem('momento-mae-settings', settings)
    },
    [options.theme, options.settings && JSON.stringify(options.settings)] as const,
  )
  await page.clock.install({ time })
  await page.goto('/dashboard')
  await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
  return page
}

const madrugada = (page: Page) => page.getByRole('region', { name: 'Um minutinho para você, com o bebê no colo' })

describe('the madrugada on the dashboard', () => {
  it('at 03:10 on a phone, in the dark: it leads with at least three practices of 1 to 3 minutes, each one runs in the player', async () => {
    const page = await dashboardAt(AT_0310, { viewport: PHONE, colorScheme: 'dark', theme: 'dark' })
    const practices = madrugada(page).getByRole('list', { name: 'Práticas da madrugada' }).getByRole('listitem')
    await practices.first().waitFor()
    const count = await practices.count()
    expect(count).toBeGreaterThanOrEqual(3)

    // It comes before the day's suggestion.
    const nightTop = (await madrugada(page).boundingBox())!.y
    const suggestionTop = (await page.getByText('Sugestão do dia').boundingBox())!.y
    expect(nightTop).toBeLessThan(suggestionTop)
    expect(await seriousViolations(page)).toEqual([])
    for (const control of await madrugada(page).getByRole('button').all()) {
      const box = (await control.boundingBox())!
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }

    const buttons = madrugada(page).getByRole('button', { name: /^Começar: / })
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index)
      const name = (await button.getAttribute('aria-label'))!
      const entry = nightPractices.find((candidate) => name.startsWith(`Começar: ${candidate.title},`))!
      expect(entry.minutes).toBeGreaterThanOrEqual(1)
      expect(entry.minutes).toBeLessThanOrEqual(3)
      expect(entry.moments).toContain('madrugada')
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)

      await button.click()
      const player = page.getByRole('dialog', { name: entry.title })
      await player.getByRole('button', { name: 'Começar' }).click()
      await player.getByText(entry.steps[0]!, { exact: true }).waitFor()
      if (index === 0) {
        // The first runs to its end: celebrated and kept in her journal.
        await page.clock.runFor(entry.minutes * 60_000)
        await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
        expect(await journal(page)).toEqual([expect.objectContaining({ activityId: entry.id, minutes: entry.minutes, startedFrom: 'dashboard' })])
        await page.getByRole('button', { name: 'Continuar' }).click()
        await player.getByRole('button', { name: 'Fechar' }).click()
      } else {
        await player.getByRole('button', { name: 'Pausar' }).waitFor() // running
        await page.keyboard.press('Escape')
        await page.getByRole('alertdialog', { name: 'Sair da atividade?' }).getByRole('button', { name: 'Sair', exact: true }).click()
      }
      await player.waitFor({ state: 'detached' })
    }
  })

  it('offers the dark theme at night, and does not force it: a keyboard press turns it on and off', async () => {
    const page = await dashboardAt(AT_0310, { viewport: DESKTOP, theme: 'light' })
    const darkTheme = madrugada(page).getByRole('button', { name: 'Tema escuro' })
    await darkTheme.waitFor()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    await darkTheme.focus()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    expect(await darkTheme.getAttribute('aria-pressed')).toBe('true')
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Space')
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
  })

  it("at noon it does not lead; 'Modo madrugada' in the profile keeps it on at any hour, after a reload too", async () => {
    const page = await dashboardAt(NOON, { viewport: PHONE })
    await page.getByRole('list', { name: 'Atividades da sugestão' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await madrugada(page).count()).toBe(0)

    await page.goto('/profile')
    const setting = page.getByRole('switch', { name: 'Modo madrugada' })
    await setting.waitFor()
    expect(await setting.isChecked()).toBe(false)
    await setting.focus()
    await page.keyboard.press('Space')
    expect(await setting.isChecked()).toBe(true)

    await page.goto('/dashboard')
    await madrugada(page).getByRole('button', { name: /^Começar: / }).first().waitFor()
    await page.reload()
    await madrugada(page).getByRole('button', { name: /^Começar: / }).first().waitFor()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('momento-mae-settings')))!)).toMatchObject({ modoMadrugada: true })
  })

  it.each([
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const)("at noon with 'Modo madrugada' kept on, %s: it leads, axe clean in both themes", async (_size, viewport) => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await dashboardAt(NOON, { viewport, theme, settings: { showStreak: true, modoMadrugada: true } })
      await madrugada(page).getByRole('button', { name: /^Começar: / }).first().waitFor()
      expect(await seriousViolations(page)).toEqual([])
    }
  })
})

describe('the madrugada card is there from the first frame: nothing moves when the app takes over', () => {
  const AT_2300 = new Date('2026-01-06T23:00:00-03:00')
  const AT_1500 = new Date('2026-01-06T15:00:00-03:00')

  /**
   * /dashboard on a phone in the dark, the app held back until the prerendered copy is measured;
   * every layout shift from the page's start is summed as the browser reports it.
   */
  async function heldDashboardAt(time: Date, settings?: object) {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'dark' })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    if (settings) await page.addInitScript((text) => localStorage.setItem('momento-mae-settings', text), JSON.stringify(settings))
    await page.clock.setFixedTime(time)
    const release = await holdTheApp(page)
    await page.goto('/dashboard', { waitUntil: 'commit' })
    await page.locator('#prerendered h1').waitFor()
    const staticCard = page.locator('#prerendered section[aria-labelledby="madrugada"]')
    // The day's suggestion: the prerendered copy has one for each part of the day, one shown.
    const suggestionY = async (root: string) =>
      (await page.locator(root).getByText('Sugestão do dia', { exact: true }).locator('visible=true').boundingBox())?.y
    return {
      page,
      staticCard,
      staticSuggestionY: () => suggestionY('#prerendered'),
      /** Lets the app in and waits until it is ready: the static copy gone, the network quiet. */
      async appReady() {
        release()
        await page.waitForFunction(() => !document.getElementById('prerendered'))
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        return {
          suggestionY: () => suggestionY('main'),
          layoutShift: () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0)),
        }
      },
    }
  }

  it('at 23:00 the prerendered copy carries the card, and the live one draws it where it was', async () => {
    const { page, staticCard, staticSuggestionY, appReady } = await heldDashboardAt(AT_2300)
    expect(await staticCard.isVisible()).toBe(true)
    const staticCardY = (await staticCard.boundingBox())?.y
    const staticY = await staticSuggestionY()
    const ready = await appReady()
    expect((await madrugada(page).boundingBox())?.y).toBe(staticCardY)
    expect(await ready.suggestionY()).toBe(staticY)
    expect(await ready.layoutShift()).toBeLessThan(0.01)
  })

  it('at 15:00 the card is neither in the prerendered copy she sees nor in the app, and nothing shifts', async () => {
    const { page, staticCard, staticSuggestionY, appReady } = await heldDashboardAt(AT_1500)
    expect(await staticCard.isVisible()).toBe(false)
    const staticY = await staticSuggestionY()
    const ready = await appReady()
    expect(await madrugada(page).count()).toBe(0)
    expect(await ready.suggestionY()).toBe(staticY)
    expect(await ready.layoutShift()).toBeLessThan(0.01)
  })

  it("at 15:00 with 'Modo madrugada' on, the card is in both copies, in the same place", async () => {
    const { page, staticCard, appReady } = await heldDashboardAt(AT_1500, { showStreak: true, modoMadrugada: true })
    expect(await staticCard.isVisible()).toBe(true)
    const staticCardY = (await staticCard.boundingBox())?.y
    const ready = await appReady()
    expect((await madrugada(page).boundingBox())?.y).toBe(staticCardY)
    expect(await ready.layoutShift()).toBeLessThan(0.01)
  })
})
