import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser, type PageOptions } from './support/browser'
import { firstQuickCard, partsReady } from './support/parts-ready'

const browser = useBrowser()

const MONDAY = new Date('2026-01-05T09:00:00-03:00')
const DAY = 86_400_000

/** The dashboard on a clock only the test moves (São Paulo, as every test page). */
async function openDashboard(time: Date, options: PageOptions = {}) {
  const page = await browser.newPage(options)
  await page.addInitScript((mode) => localStorage.setItem('momento-mae-theme', mode), options.colorScheme ?? 'light')
  await page.clock.install({ time })
  await page.goto('/dashboard')
  await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
  await firstQuickCard(page).waitFor()
  // From here on only the test moves time (install() alone lets it flow between steps).
  await page.clock.pauseAt(new Date(time.getTime() + 5000))
  return page
}

/** Time jumps to `time` (the phone was off), and she opens the app again. */
async function comeBackAt(page: Page, time: Date) {
  await page.clock.pauseAt(time)
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
  await partsReady(page)
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title })

async function complete(page: Page, title: string) {
  // Time flows while she does it, as on her phone: the dialog's animations run on real time and
  // Chakra follows them over the page's animation frames, which a paused clock would hold back.
  await page.clock.resume()
  const repeat = card(page, title).getByRole('button', { name: 'Repetir' })
  if (await repeat.count()) await repeat.click()
  await card(page, title).getByRole('button', { name: 'Começar', exact: true }).click()
  await page.clock.runFor(300_000)
  const dialog = page.getByRole('dialog', { name: 'Parabéns!' })
  await dialog.waitFor()
  await page.clock.runFor(500)
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await page.clock.runFor(500) // its exit animation
  await dialog.waitFor({ state: 'hidden' })
}

/** What the dashboard says of her progress, as she reads it. */
async function figures(page: Page) {
  const streak = page.getByRole('region', { name: 'Sequência' })
  const goal = page.getByRole('region', { name: 'Meta diária' })
  return {
    streak: await streak.getByRole('progressbar').getAttribute('aria-label'),
    streakText: await streak.getByText(/^(\d+ dias? seguidos?|Comece hoje a sua sequência)$/).textContent(),
    goal: (await goal.getByText(/( de \d+ atividades? completas?|^Meta cumprida: \d+ atividades hoje)$/).textContent())?.trim(),
    percent: await goal.getByRole('progressbar').getAttribute('aria-valuenow'),
  }
}

describe('what she does counts', () => {
  it('a fresh device, one activity, a reload, the next day, two empty days', async () => {
    const page = await openDashboard(MONDAY)
    expect(await figures(page)).toEqual({
      streak: 'Sequência de 0 dias',
      streakText: 'Comece hoje a sua sequência',
      goal: '0 de 3 atividades completas',
      percent: '0',
    })

    await complete(page, 'Respiração da Calma')
    const afterOne = {
      streak: 'Sequência de 1 dia seguido',
      streakText: '1 dia seguido',
      goal: '1 de 3 atividades completas',
      percent: '33',
    }
    expect(await figures(page)).toEqual(afterOne)
    expect(await page.getByRole('progressbar', { name: 'Meta diária: 33%' }).count()).toBe(1)

    await page.reload()
    expect(await figures(page)).toEqual(afterOne)
    await card(page, 'Respiração da Calma').getByText('Concluído', { exact: true }).waitFor()
    await card(page, 'Respiração da Calma').getByRole('button', { name: 'Repetir' }).waitFor()
    expect(await card(page, 'Respiração da Calma').getByRole('timer').textContent()).toBe('05:00') // '05:00 concluídos'

    // Tuesday: a new goal, the streak kept, the card fresh.
    await comeBackAt(page, new Date(MONDAY.getTime() + DAY))
    expect(await figures(page)).toEqual({ ...afterOne, goal: '0 de 3 atividades completas', percent: '0' })
    await card(page, 'Respiração da Calma').getByRole('button', { name: 'Começar', exact: true }).waitFor()
    await complete(page, 'Alongamento Energizante')
    expect(await figures(page)).toMatchObject({ streak: 'Sequência de 2 dias seguidos', streakText: '2 dias seguidos' })

    // Thursday, after one empty day: her pausa keeps it.
    await comeBackAt(page, new Date(MONDAY.getTime() + 3 * DAY))
    expect(await figures(page)).toMatchObject({ streakText: '2 dias seguidos', goal: '0 de 3 atividades completas' })
    await page.getByText('Sua sequência foi protegida ontem').waitFor()

    // Friday, after two empty days: it starts over, with an invitation.
    await comeBackAt(page, new Date(MONDAY.getTime() + 4 * DAY))
    expect(await figures(page)).toMatchObject({
      streak: 'Sequência de 0 dias',
      streakText: 'Comece hoje a sua sequência',
    })
  }, 90_000) // four visits and two whole activities, on a shared 2-core machine

  it('an activity finished at 01:30 counts for the day before; at 03:00 her new day begins', async () => {
    const page = await openDashboard(new Date('2026-01-06T01:24:00-03:00'))
    await complete(page, 'Respiração da Calma') // ends at 01:29:something (a night card: no breakfast then)
    expect(await figures(page)).toMatchObject({ streakText: '1 dia seguido', goal: '1 de 3 atividades completas' })
    const [entry] = await page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-journal')!).entries)
    expect(entry.endedAt).toMatch(/^2026-01-06T01:2\d:\d\d\.\d{3}-03:00$/)

    await page.clock.runFor(91 * 60_000) // past 03:00, the page open all along
    expect(await figures(page)).toMatchObject({ streakText: '1 dia seguido', goal: '0 de 3 atividades completas' })
    await card(page, 'Respiração da Calma').getByRole('button', { name: 'Começar', exact: true }).waitFor()
  })

  it("onboarding with '5-10' makes the goal one activity a day", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.install({ time: MONDAY })
    await page.goto('/onboarding')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByText('5-10 minutos', { exact: true }).click()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByText('0 de 1 atividade completa', { exact: true }).waitFor()
  })

  it('the goal reached is celebrated with a toast after Continuar, once', async () => {
    const page = await openDashboard(MONDAY)
    await page.evaluate(() => localStorage.setItem('momento-mae-onboarding', JSON.stringify({ availableTime: '5-10' })))
    await page.reload()
    await complete(page, 'Alongamento Energizante')
    const toast = page.getByRole('region', { name: 'Notificações (F8)' }).getByRole('status')
    await toast.getByText('Meta do dia cumprida!').waitFor()
    await page.clock.runFor(6000)
    await complete(page, 'Respiração da Calma')
    await page.clock.runFor(100)
    expect(await page.getByText('Meta do dia cumprida!').count()).toBe(0)
    expect(await figures(page)).toMatchObject({ percent: '100', goal: 'Meta cumprida: 2 atividades hoje' })
  }, 60_000)
})

describe('the dashboard with a real streak, axe', () => {
  it.each([
    ['375 px, light', PHONE, 'light'],
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
    ['1280 px, dark', DESKTOP, 'dark'],
  ] as const)('%s: no serious or critical violation', async (_name, viewport, colorScheme) => {
    const page = await openDashboard(MONDAY, { viewport, colorScheme, reducedMotion: 'reduce' })
    await page.evaluate(() => {
      const entry = (day: number, id: string) => ({
        id: `${id}-${day}`,
        activityId: id,
        title: id,
        type: 'meditation',
        minutes: 5,
        endedAt: `2026-01-0${day}T20:00:00.000-03:00`,
        startedFrom: 'dashboard',
      })
      // Thursday to Saturday, a pausa on Sunday, and this morning.
      const entries = [1, 2, 3].map((day) => entry(day, 'respiracao-da-calma'))
      entries.push({ ...entry(5, 'respiracao-da-calma'), endedAt: '2026-01-05T08:30:00.000-03:00' })
      localStorage.setItem('momento-mae-journal', JSON.stringify({ version: 1, entries }))
    })
    await page.reload()
    expect(await figures(page)).toMatchObject({ streakText: '4 dias seguidos', goal: '1 de 3 atividades completas' })
    await page.clock.resume()
    expect(await seriousViolations(page)).toEqual([])
  })
})
