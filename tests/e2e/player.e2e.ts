import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { library } from '../../src/data/library/library'
import { planActivities } from '../../src/data/plan'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()
const TUESDAY = new Date('2026-01-06T09:00:00-03:00')

async function openPlan(options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await page.addInitScript((mode) => localStorage.setItem('momento-mae-theme', mode), options.colorScheme ?? 'light')
  await page.clock.install({ time: TUESDAY })
  await page.goto('/meu-plano')
  await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()
  return page
}
const journal = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-journal') ?? '{"entries":[]}').entries as object[])
const visibleTitles = (page: Page) =>
  page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.querySelector('h2')?.textContent))

describe('the activity player', () => {
  it.each([
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
  ] as const)('%s: a recipe from the Receitas tab, ingredients first, to the celebration and the journal', async (_n, viewport, colorScheme) => {
    const page = await openPlan({ viewport, colorScheme })
    const recipe = library.find((entry) => entry.id === 'tigela-de-iogurte-banana-e-aveia')!
    await page.getByRole('tab', { name: 'Receitas' }).click()
    await page.getByRole('article', { name: recipe.title }).getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: recipe.title })
    await player.getByRole('heading', { name: 'Ingredientes' }).waitFor()
    await player.getByText(recipe.ingredients![0]!).waitFor()
    await page.clock.runFor(500)
    expect(await seriousViolations(page)).toEqual([])
    const box = await player.boundingBox()
    if (viewport === PHONE) expect(box).toMatchObject({ x: 0, width: 375 }) // full screen on a phone
    else expect(box!.width).toBeLessThan(800) // a dialog on desktop

    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText(recipe.steps[0]!, { exact: true }).waitFor()
    await page.clock.runFor(60_000) // the clock does not move a recipe on: her tap does
    await player.getByText(`Passo 1 de ${recipe.steps.length}`, { exact: true }).waitFor()
    await player.getByRole('button', { name: 'Próximo passo' }).click()
    await player.getByText(`Passo 2 de ${recipe.steps.length}`, { exact: true }).waitFor()
    await player.getByText(recipe.steps[1]!, { exact: true }).waitFor()
    // What goes in, one tap away while she cooks, on a target a thumb can hit.
    expect(await player.getByText(recipe.ingredients![0]!).isVisible()).toBe(false)
    const ingredients = player.getByText('Ver ingredientes')
    expect((await ingredients.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await ingredients.click()
    await player.getByText(recipe.ingredients![0]!).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    for (let step = 3; step <= recipe.steps.length; step++) {
      await player.getByRole('button', { name: 'Próximo passo' }).click()
      await player.getByText(`Passo ${step} de ${recipe.steps.length}`, { exact: true }).waitFor()
    }
    await player.getByRole('button', { name: 'Concluir' }).click()
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await journal(page)).toEqual([
      expect.objectContaining({ activityId: recipe.id, type: 'food', minutes: 5, startedFrom: 'plan' }),
    ])
    await page.getByRole('button', { name: 'Continuar' }).click()
    await player.getByText('Concluído', { exact: true }).waitFor()
    await player.getByRole('button', { name: 'Fechar' }).click()
    await player.waitFor({ state: 'detached' })
  })

  it("375 px: a recipe moves one step a tap, even a double tap, times a waiting step from her tap, and 'Concluir' completes it", async () => {
    const page = await openPlan({ viewport: PHONE })
    const recipe = library.find((entry) => entry.id === 'mingau-de-aveia')!
    const total = recipe.steps.length
    await page.getByRole('tab', { name: 'Receitas' }).click()
    await page.getByRole('article', { name: recipe.title }).getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: recipe.title })
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText(`Passo 1 de ${total}`, { exact: true }).waitFor()
    expect(await player.getByRole('button', { name: 'Passo anterior' }).count()).toBe(0) // nothing before the first

    await player.getByRole('button', { name: 'Próximo passo' }).dblclick()
    await player.getByText(`Passo 2 de ${total} · 3 minutos`, { exact: true }).waitFor() // one step, not two
    await player.getByText(recipe.steps[1]!, { exact: true }).waitFor()
    const stepTimer = player.getByRole('timer', { name: /Timer deste passo/ })
    await page.clock.runFor(10_000)
    expect(await stepTimer.textContent()).toContain('03:00') // hers to start
    for (const name of ['Iniciar timer', 'Passo anterior', 'Próximo passo']) {
      expect((await player.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    expect(await seriousViolations(page)).toEqual([])
    await player.getByRole('button', { name: 'Iniciar timer' }).click()
    await page.clock.runFor(60_000)
    expect(await stepTimer.textContent()).toContain('02:00')
    await page.clock.runFor(120_000)
    await player.getByText('Pronto! Pode seguir.').waitFor()
    expect(await stepTimer.textContent()).toContain('00:00')

    await player.getByRole('button', { name: 'Passo anterior' }).click()
    await player.getByText(`Passo 1 de ${total}`, { exact: true }).waitFor()
    for (let step = 2; step <= total; step++) {
      await player.getByRole('button', { name: 'Próximo passo' }).click()
      await player.getByRole('region', { name: 'Passo a passo' }).getByText(new RegExp(`^Passo ${step} de ${total}`)).waitFor()
    }
    expect(await journal(page)).toEqual([])
    await player.getByRole('button', { name: 'Concluir' }).click()
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await journal(page)).toEqual([expect.objectContaining({ activityId: recipe.id, type: 'food', startedFrom: 'plan' })])
  })

  it("on a phone its controls sit at the bottom, within a thumb's reach, 44 px tall, while a long recipe scrolls above them", async () => {
    const page = await openPlan({ viewport: PHONE })
    const recipe = library.find((entry) => entry.id === 'tigela-de-iogurte-banana-e-aveia')!
    await page.getByRole('tab', { name: 'Receitas' }).click()
    await page.getByRole('article', { name: recipe.title }).getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: recipe.title })
    await player.getByRole('heading', { name: 'Ingredientes' }).waitFor()
    await page.clock.runFor(500)
    const withinThumbReach = async (name: string) => {
      const box = (await player.getByRole('button', { name, exact: true }).boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
      expect(box.y + box.height).toBeGreaterThan(PHONE.height - 80)
    }
    await withinThumbReach('Começar') // below ingredients, method and cautions taller than the screen
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText(recipe.steps[0]!, { exact: true }).waitFor()
    await withinThumbReach('Pausar')
    await withinThumbReach('Parar')
  })

  it('asks before abandoning a running activity on Escape and on the browser back, and stays on Meu Plano', async () => {
    const page = await openPlan({ viewport: DESKTOP })
    // Arrived in the app (not by a fresh load), so back is the app's own navigation.
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Meu Plano' }).click()
    await page.getByRole('tab', { name: 'Exercícios' }).click()
    await page.getByRole('button', { name: 'Começar' }).first().click()
    const player = page.getByRole('dialog', { name: planActivities[0]!.title })
    await player.getByRole('button', { name: 'Começar' }).click()
    await page.keyboard.press('Escape')
    const ask = page.getByRole('alertdialog', { name: 'Sair da atividade?' })
    await ask.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await ask.getByRole('button', { name: 'Continuar atividade' }).click()
    await ask.waitFor({ state: 'detached' })
    await player.getByRole('button', { name: 'Pausar' }).waitFor() // running again

    await page.evaluate(() => history.back())
    await ask.waitFor()
    expect(new URL(page.url()).pathname).toBe('/meu-plano')
    await ask.getByRole('button', { name: 'Sair', exact: true }).click()
    await player.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/meu-plano')
    expect(await journal(page)).toEqual([])
  })

  // Each entry's data is checked as the player reads it (src/data/playable.test.ts); here, that a
  // tab's cards open the player on their own entry: the first and the last of each tab.
  it('the first and the last card of the Exercícios, Meditações and Receitas tabs open the player on it', async () => {
    const page = await openPlan({ viewport: DESKTOP })
    for (const tab of ['Exercícios', 'Meditações', 'Receitas']) {
      await page.getByRole('tab', { name: tab }).click()
      await page.getByRole('tabpanel', { name: tab }).getByRole('article').first().waitFor() // its cards drawn
      const titles = await visibleTitles(page)
      expect(titles.length).toBeGreaterThan(3)
      for (const title of [titles[0], titles.at(-1)]) {
        await page.getByRole('article', { name: title!, exact: true }).getByRole('button', { name: 'Começar' }).click()
        const player = page.getByRole('dialog', { name: title!, exact: true })
        await player.getByRole('button', { name: 'Começar' }).waitFor()
        await page.keyboard.press('Escape') // not started: it closes at once
        await player.waitFor({ state: 'detached' })
      }
    }
  })
})
