import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { library } from '../../src/data/library/library'
import { routines } from '../../src/data/plan'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { cookByTaps } from './support/recipe-by-taps'

const browser = useBrowser()
const TUESDAY = new Date('2026-01-06T09:00:00-03:00')

async function open(path: string, heading: string, options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options)
  await page.addInitScript((mode) => localStorage.setItem('momento-mae-theme', mode), options.colorScheme ?? 'light')
  await page.clock.install({ time: TUESDAY })
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  return page
}
const journal = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-journal') ?? '{"entries":[]}').entries as object[])
const minutesOf = (id: string) => library.find((entry) => entry.id === id)!.minutes
const titleOf = (id: string) => library.find((entry) => entry.id === id)!.title

describe('a routine from Meu Plano', () => {
  const despertar = routines.find((routine) => routine.id === 'despertar-com-calma')!
  const [first, second, third] = despertar.activityIds as [string, string, string]

  it.each([
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
  ] as const)("%s: 'Começar' plays its activities in order to the celebration; Meu Plano then shows 'Concluído hoje' and 'Repetir'", async (_n, viewport, colorScheme) => {
    const page = await open('/meu-plano', 'Meu Plano', { viewport, colorScheme })
    const card = page.getByRole('article', { name: despertar.title })
    await card.getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: despertar.title })
    const list = player.getByRole('list', { name: 'Atividades da rotina' })
    await list.waitFor()
    expect(await list.getByRole('listitem').locator('p').first().textContent()).toBe(titleOf(first))
    await page.clock.runFor(500)
    expect(await seriousViolations(page)).toEqual([])
    const box = await player.boundingBox()
    if (viewport === PHONE) expect(box).toMatchObject({ x: 0, width: 375 }) // full screen on a phone
    else expect(box!.width).toBeLessThan(800) // a dialog on desktop

    // The first activity, its steps on its own timer.
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText('Atividade 1 de 3').waitFor()
    await player.getByRole('heading', { name: titleOf(first) }).waitFor()
    await player.getByRole('region', { name: 'Passo a passo' }).waitFor()
    await page.clock.runFor(minutesOf(first) * 60_000)

    // A breather saying what comes next, which starts by itself.
    await player.getByRole('heading', { name: 'Respire um pouco' }).waitFor()
    await player.getByRole('region', { name: titleOf(second) }).getByText('A seguir').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.clock.runFor(15_000)
    await player.getByText('Atividade 2 de 3').waitFor()
    await player.getByRole('heading', { name: titleOf(second) }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.clock.runFor(minutesOf(second) * 60_000)

    // She goes on at once; the recipe's ingredients were in the breather.
    await player.getByText('Tenha à mão:').waitFor()
    await player.getByRole('button', { name: 'Seguir agora' }).click()
    await player.getByText('Atividade 3 de 3').waitFor()
    // A recipe moves by her taps inside a routine as it does alone: the clock does not end it.
    await page.clock.runFor(minutesOf(third) * 60_000)
    await cookByTaps(player, third)

    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await journal(page)).toEqual([
      ...despertar.activityIds.map((id) =>
        expect.objectContaining({ activityId: id, startedFrom: 'routine', routineId: despertar.id }),
      ),
      expect.objectContaining({ activityId: despertar.id, type: 'routine', minutes: 20, startedFrom: 'plan' }),
    ])
    await page.getByRole('button', { name: 'Continuar' }).click()
    await player.getByRole('heading', { name: 'Rotina concluída!' }).waitFor()
    await player.getByRole('button', { name: 'Voltar' }).click()
    await player.waitFor({ state: 'detached' })

    await card.getByText('Concluído hoje').waitFor()
    await card.getByRole('button', { name: 'Repetir' }).waitFor()
  })

  it('skips, pauses, asks before leaving on Escape and on Parar; what she completed stays, the routine does not count', async () => {
    const page = await open('/meu-plano', 'Meu Plano', { viewport: DESKTOP })
    const pausa = routines.find((routine) => routine.id === 'pausa-da-tarde')!
    await page.getByRole('article', { name: pausa.title }).getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: pausa.title })
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByRole('button', { name: 'Pular' }).click()
    await player.getByText('Atividade 2 de 5').waitFor()
    await player.getByRole('heading', { name: titleOf(pausa.activityIds[1]!) }).waitFor()

    await player.getByRole('button', { name: 'Pausar' }).click()
    await page.clock.runFor(60_000)
    const timer = player.getByRole('timer')
    const paused = await timer.textContent()
    await player.getByRole('button', { name: 'Retomar' }).click()
    await page.keyboard.press('Escape')
    const ask = page.getByRole('alertdialog', { name: 'Sair da rotina?' })
    await ask.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.clock.runFor(30_000)
    await ask.getByRole('button', { name: 'Continuar rotina' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(await timer.textContent()).toBe(paused) // held while she decided
    await page.clock.runFor(minutesOf(pausa.activityIds[1]!) * 60_000)
    await player.getByRole('heading', { name: 'Respire um pouco' }).waitFor()

    await player.getByRole('button', { name: 'Parar' }).click()
    await ask.getByRole('button', { name: 'Sair', exact: true }).click()
    await player.waitFor({ state: 'detached' })
    expect(await journal(page)).toEqual([expect.objectContaining({ activityId: pausa.activityIds[1], routineId: pausa.id })])
    await page.getByRole('article', { name: pausa.title }).getByRole('button', { name: 'Começar' }).waitFor()
  })
})

describe("the dashboard's 'Começar agora'", () => {
  it("at 375 px plays the suggestion's three activities as a routine, and her daily goal counts them", async () => {
    const page = await open('/dashboard', 'Olá, Mãe!', { viewport: PHONE })
    await page.getByRole('button', { name: 'Começar agora' }).click()
    const player = page.getByRole('dialog', { name: 'Manhã Produtiva' })
    await player.getByRole('list', { name: 'Atividades da rotina' }).waitFor()
    await page.clock.runFor(500)
    expect(await player.boundingBox()).toMatchObject({ x: 0, width: 375 })
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Começar')
    await page.keyboard.press('Enter')
    await player.getByRole('heading', { name: 'Alongamento Energizante' }).waitFor()
    // One button changes its job, so focus stays on it: Começar → Pausar.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Pausar')
    await page.clock.runFor(5 * 60_000)
    await player.getByRole('heading', { name: 'Respire um pouco' }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Seguir agora')
    await player.getByRole('button', { name: 'Parar' }).click()
    await page.getByRole('alertdialog', { name: 'Sair da rotina?' }).getByRole('button', { name: 'Sair', exact: true }).click()
    await player.waitFor({ state: 'detached' })
    await page.getByText('1 de 3 atividades completas').waitFor()
  })
})
