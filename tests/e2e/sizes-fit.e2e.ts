import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dailySuggestions } from '../../src/data/daily'
import { routines } from '../../src/data/plan'
import { seriousViolations } from './support/axe'
import { PHONE, useBrowser, type PageOptions } from './support/browser'
import { cookByTaps } from './support/recipe-by-taps'

// Sizes that fit her (issue 37, finding 9): what the app offers fits the time she said she has.
const browser = useBrowser()
const MONDAY = new Date('2026-01-05T09:00:00-03:00')

/** The onboarding as she answers it, with '5-10 minutos', on a clock only the test moves. */
async function onboardWithLittleTime(options: PageOptions = {}) {
  const page = await browser.newPage({ viewport: PHONE, reducedMotion: 'reduce', ...options })
  await page.clock.install({ time: MONDAY })
  await page.goto('/onboarding')
  await page.getByRole('button', { name: 'Próximo' }).click()
  await page.getByText('5-10 minutos', { exact: true }).click()
  await page.getByRole('button', { name: 'Próximo' }).click()
  await page.getByRole('button', { name: 'Finalizar' }).click()
  await page.waitForURL('**/dashboard')
  await page.getByText('0 de 1 atividade completa', { exact: true }).waitFor()
  const welcome = page.getByRole('dialog')
  if (await welcome.count()) await page.keyboard.press('Escape')
  await welcome.waitFor({ state: 'hidden' })
  return page
}

const suggestion = (page: Page) => page.getByRole('region', { name: 'Manhã Produtiva' })
/** The titles of the quick activities' cards, once they came (when the page is idle, or near them). */
async function quickTitles(page: Page) {
  const cards = page.getByRole('region', { name: 'Atividades Rápidas' }).getByRole('article')
  await cards.first().waitFor()
  return cards.locator('h3').allTextContents()
}

describe('sizes that fit her', () => {
  it("after '5-10 minutos', the suggestion and the sample routines fit them; played, the suggestion says 'Concluído hoje'", async () => {
    const page = await onboardWithLittleTime()
    const card = suggestion(page)
    const short = dailySuggestions.morning.shortActivities
    expect(await card.getByRole('listitem').allTextContents()).toEqual(short.map((activity) => activity.title))
    await card.getByText('9 minutos no total').waitFor()

    // She plays it, each activity to its end.
    await card.getByRole('button', { name: 'Começar agora' }).click()
    const player = page.getByRole('dialog', { name: 'Manhã Produtiva' })
    await player.getByRole('button', { name: 'Começar' }).click()
    for (const [i, activity] of short.entries()) {
      await player.getByText(`Atividade ${i + 1} de 3`).waitFor()
      await page.clock.runFor(activity.minutes * 60_000)
      if (activity.kind === 'recipe') await cookByTaps(player, activity.id)
      if (i < short.length - 1) await player.getByRole('button', { name: 'Seguir agora' }).click()
    }
    await page.getByRole('dialog', { name: 'Parabéns!' }).getByRole('button', { name: 'Continuar' }).click()
    await player.getByRole('button', { name: 'Voltar' }).click()
    await player.waitFor({ state: 'detached' })

    await card.getByText('Concluído hoje').waitFor()
    await card.getByRole('button', { name: 'Repetir' }).waitFor()
    // Three activities done, the goal was one: said as she reads it.
    await page.getByText('Meta cumprida: 3 atividades hoje', { exact: true }).waitFor()
    expect(await page.getByText(/3 de 1/).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/meu-plano')
    for (const routine of routines) {
      await page.getByRole('article', { name: routine.title }).getByText(`${routine.short!.totalTime} min total`).waitFor()
    }
    expect(routines.every((routine) => routine.short!.totalTime <= 10)).toBe(true)
  }, 90_000)

  it('with no answer, the suggestion is as it is', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.install({ time: MONDAY })
    await page.goto('/dashboard')
    expect(await suggestion(page).getByRole('listitem').allTextContents()).toEqual(
      dailySuggestions.morning.activities.map((activity) => activity.title),
    )
    await suggestion(page).getByText('15 minutos no total').waitFor()
  })

  it.each([
    ['09:00', 'Café da manhã rápido'],
    ['15:00', 'Lanche rápido da tarde'],
    ['21:00', 'Lanche leve da noite'],
  ])("at %s 'Atividades Rápidas' offers %s (no breakfast at night)", async (time, food) => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'dark' })
    await page.clock.install({ time: new Date(`2026-01-05T${time}:00-03:00`) })
    await page.goto('/dashboard')
    await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
    const titles = await quickTitles(page)
    expect(titles).toContain(food)
    if (time !== '09:00') expect(titles).not.toContain('Café da manhã rápido')
    expect(await seriousViolations(page)).toEqual([])
  })
})
