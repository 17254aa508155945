import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { library } from '../../src/data/library/library'
import { routines } from '../../src/data/plan'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser, type PageOptions } from './support/browser'
import { firstQuickCard, partsReady } from './support/parts-ready'

const browser = useBrowser()
const MONDAY = new Date('2026-01-05T09:00:00-03:00')

/** A screen on a clock only the test moves. */
async function open(path: string, heading: string, options: PageOptions = { viewport: PHONE }) {
  const page = await browser.newPage(options)
  page.setDefaultTimeout(10_000)
  // Not on about:blank, where a page has no storage (away() goes there).
  await page.addInitScript((mode) => location.protocol === 'http:' && localStorage.setItem('momento-mae-theme', mode), options.colorScheme ?? 'light')
  await page.clock.install({ time: MONDAY })
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  if (path === '/dashboard') await firstQuickCard(page).waitFor()
  await page.clock.pauseAt(new Date(MONDAY.getTime() + 5000))
  return page
}

const journal = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-journal') ?? '{"entries":[]}').entries as Record<string, string>[])
const card = (page: Page) => page.getByRole('article', { name: 'Alongamento Energizante' })
const timer = (page: Page) => card(page).getByRole('timer').textContent()
const minutesOf = (id: string) => library.find((entry) => entry.id === id)!.minutes
const titleOf = (id: string) => library.find((entry) => entry.id === id)!.title

/** The seconds a timer's mm:ss reads. */
function secondsOn(text: string | null) {
  const [, minutes, seconds] = /(\d\d):(\d\d)/.exec(text ?? '') ?? []
  return Number(minutes) * 60 + Number(seconds)
}

/** What loads on demand (a player, the celebration) shows once its code is in and a few frames have run. */
async function shown(page: Page, locator: Locator) {
  for (let frame = 0; frame < 50 && !(await locator.isVisible()); frame++) await page.clock.runFor(200)
  await locator.waitFor()
}

/** axe waits on the page's timers: the clock flows while it looks, then stops again (only for a screen that waits for her). */
async function violationsWhileWaiting(page: Page) {
  await page.clock.resume()
  const found = await seriousViolations(page)
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000))
  return found
}

/** The tab goes (a reload, or the phone discarding it) and comes back `minutes` later. */
async function away(page: Page, path: string, minutes: number) {
  const now = await page.evaluate(() => Date.now())
  await page.goto('about:blank')
  await page.clock.setSystemTime(new Date(now + minutes * 60_000))
  await page.goto(path)
}

describe('a dashboard card she started is hers until she ends it', () => {
  it('runs on while she visits the chat, and is there, running, when she comes back', async () => {
    const page = await open('/dashboard', 'Olá, Mãe!')
    await card(page).getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(60_000)
    expect(await timer(page)).toBe('04:00')

    await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
    await page.getByRole('link', { name: 'Chat IA' }).click()
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    await page.clock.runFor(30_000)
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()

    await card(page).getByRole('button', { name: 'Pausar' }).waitFor()
    expect(await timer(page)).toBe('03:30')
    await card(page).getByRole('region', { name: 'Passo a passo' }).waitFor()
    await page.clock.runFor(210_000)
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await journal(page)).toEqual([expect.objectContaining({ activityId: 'alongamento-energizante', startedFrom: 'dashboard' })])
  })

  it('is completed and celebrated where she is when its time runs out while she is on another screen', async () => {
    const page = await open('/dashboard', 'Olá, Mãe!', { viewport: DESKTOP })
    await card(page).getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(60_000)
    await page.getByRole('link', { name: 'Chat IA' }).click()
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    await page.clock.runFor(240_000)
    const celebration = page.getByRole('dialog', { name: 'Parabéns!' })
    await shown(page, celebration)
    await celebration.getByText('Você concluiu Alongamento Energizante.').waitFor()
    expect(await journal(page)).toEqual([
      expect.objectContaining({ activityId: 'alongamento-energizante', startedFrom: 'dashboard', endedAt: '2026-01-05T09:05:05.000-03:00' }),
    ])
    await celebration.getByRole('button', { name: 'Continuar' }).click()
    await page.getByRole('dialog', { name: 'Alongamento Energizante' }).getByText('Muito bem! Você concluiu esta atividade.').waitFor()
    await page.getByRole('button', { name: 'Fechar' }).click()
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await card(page).getByRole('button', { name: 'Repetir' }).waitFor()
    await expect(page.evaluate(() => localStorage.getItem('momento-mae-run'))).resolves.toBeNull()
  })

  it.each([
    ['375 px, light', PHONE, 'light'],
    ['1280 px, dark', DESKTOP, 'dark'],
  ] as const)("%s: after a reload offers 'Continuar de onde parei' with the time she had left, and finishes it", async (_name, viewport, colorScheme) => {
    const page = await open('/dashboard', 'Olá, Mãe!', { viewport, colorScheme })
    await card(page).getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(90_000)
    await page.reload()
    await page.clock.runFor(20_000) // she reads it: the time waits for her

    const go = card(page).getByRole('button', { name: 'Continuar de onde parei' })
    await go.waitFor()
    expect(await timer(page)).toBe('03:30')
    await card(page).getByText('Você parou aqui. Continue quando puder.').waitFor()
    const step = card(page).getByRole('region', { name: 'Passo a passo' })
    expect(await step.getAttribute('data-held')).toBe('true')
    expect(await violationsWhileWaiting(page)).toEqual([])
    const box = await go.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)

    await go.click()
    await card(page).getByRole('button', { name: 'Pausar' }).waitFor()
    await page.clock.runFor(210_000)
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await journal(page)).toHaveLength(1)
  })

  it('is completed, at the moment its time ran out, and celebrated when she comes back after it did', async () => {
    const page = await open('/dashboard', 'Olá, Mãe!')
    await card(page).getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(60_000)
    await away(page, '/chat', 20)
    const celebration = page.getByRole('dialog', { name: 'Parabéns!' })
    await shown(page, celebration)
    expect(await journal(page)).toEqual([
      expect.objectContaining({ activityId: 'alongamento-energizante', endedAt: '2026-01-05T09:05:05.000-03:00' }),
    ])
  })

  it('is let go quietly when she comes back hours later', async () => {
    const page = await open('/dashboard', 'Olá, Mãe!')
    await card(page).getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(60_000)
    await card(page).getByRole('button', { name: 'Pausar' }).click()
    await away(page, '/dashboard', 4 * 60)
    await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
    await partsReady(page)
    await card(page).getByRole('button', { name: 'Começar', exact: true }).waitFor()
    expect(await timer(page)).toBe('05:00')
    await expect(page.evaluate(() => localStorage.getItem('momento-mae-run'))).resolves.toBeNull()
    expect(await journal(page)).toEqual([])
  })
})

describe('a routine she started is hers until she ends it', () => {
  const despertar = routines.find((routine) => routine.id === 'despertar-com-calma')!
  const [first, second] = despertar.activityIds as [string, string, string]

  it('opens again where she was after a reload, and goes on to its end', async () => {
    const page = await open('/meu-plano', 'Meu Plano')
    await page.getByRole('article', { name: despertar.title }).getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: despertar.title })
    await shown(page, player.getByRole('button', { name: 'Começar' }))
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText('Atividade 1 de 3').waitFor()
    await page.clock.runFor(60_000)
    await page.reload()

    await shown(page, player.getByText('Atividade 1 de 3'))
    await player.getByRole('heading', { name: titleOf(first) }).waitFor()
    const left = minutesOf(first) * 60 - 60
    const clock = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`
    expect(await player.getByRole('timer').textContent()).toBe(clock)
    await page.clock.runFor(500)
    expect(await violationsWhileWaiting(page)).toEqual([])
    await player.getByRole('button', { name: 'Continuar de onde parei' }).click()
    await player.getByRole('button', { name: 'Pausar' }).waitFor()
    await page.clock.runFor(left * 1000)
    await player.getByRole('heading', { name: 'Respire um pouco' }).waitFor()
    expect(await journal(page)).toEqual([expect.objectContaining({ activityId: first, routineId: despertar.id })])

    // A reload in the breather: it waits for her there.
    await page.reload()
    await shown(page, player.getByRole('heading', { name: 'Respire um pouco' }))
    await player.getByRole('button', { name: 'Seguir agora' }).click()
    await player.getByText('Atividade 2 de 3').waitFor()
    await player.getByRole('heading', { name: titleOf(second) }).waitFor()
  })

  it('records the activity whose time ran out while she was away, and waits for her before the next', async () => {
    const page = await open('/meu-plano', 'Meu Plano', { viewport: DESKTOP })
    await page.getByRole('article', { name: despertar.title }).getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: despertar.title })
    await shown(page, player.getByRole('button', { name: 'Começar' }))
    await player.getByRole('button', { name: 'Começar' }).click()
    await page.clock.runFor(30_000)
    await away(page, '/dashboard', 30)
    await shown(page, player.getByRole('heading', { name: 'Respire um pouco' }))
    await player.getByText(`${titleOf(first)}: concluído`).waitFor()
    await player.getByText(/Sem pressa/).waitFor()
    expect(await journal(page)).toEqual([expect.objectContaining({ activityId: first, routineId: despertar.id })])
  })
})

describe('a recipe keeps her place', () => {
  it('at step 3 with its timer running, a reload opens it there, the timer right; its time left never reads 00:00 while steps remain', async () => {
    const recipe = library.find((entry) => entry.id === 'macarrao-com-sardinha')!
    const total = recipe.steps.length
    const page = await open('/meu-plano', 'Meu Plano')
    await page.getByRole('tab', { name: 'Receitas' }).click()
    // The library loads with the tab: on a held clock, it shows once a few frames have run.
    await shown(page, page.getByRole('article', { name: recipe.title }))
    await page.getByRole('article', { name: recipe.title }).getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: recipe.title })
    await shown(page, player.getByRole('button', { name: 'Começar' }))
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByRole('button', { name: 'Próximo passo' }).click()
    await player.getByText(`Passo 2 de ${total}`, { exact: true }).waitFor()
    await player.getByRole('button', { name: 'Próximo passo' }).click()
    await player.getByText(`Passo 3 de ${total} · 3 minutos`, { exact: true }).waitFor()
    await player.getByRole('button', { name: 'Iniciar timer' }).click()
    await page.clock.runFor(60_000)
    const stepTimer = player.getByRole('timer', { name: /Timer deste passo/ })
    expect(await stepTimer.textContent()).toContain('02:00')
    await page.reload()

    await shown(page, player.getByText(`Passo 3 de ${total} · 3 minutos`, { exact: true }))
    await player.getByText(recipe.steps[2]!, { exact: true }).waitFor()
    await player.getByRole('button', { name: 'Continuar de onde parei' }).click()
    // The pot's two minutes, as she left them, less the moments the reload took: the pot went on cooking.
    expect(secondsOn(await stepTimer.textContent())).toBeGreaterThanOrEqual(110)
    expect(secondsOn(await stepTimer.textContent())).toBeLessThanOrEqual(120)
    await page.clock.runFor(120_000)
    await player.getByText('Pronto! Pode seguir.').waitFor()

    // Long past its 15 minutes, with two steps to go: what they still take, never 00:00.
    await page.clock.runFor(recipe.minutes * 60_000)
    const left = player.getByRole('timer', { name: /^Tempo restante/ })
    expect(await left.textContent()).not.toContain('00:00')
    await player.getByRole('button', { name: 'Próximo passo' }).click()
    await player.getByRole('button', { name: 'Próximo passo' }).click()
    expect(await left.textContent()).not.toContain('00:00')
    await player.getByRole('button', { name: 'Concluir' }).click()
    await shown(page, page.getByRole('dialog', { name: 'Parabéns!' }))
    expect(await journal(page)).toEqual([expect.objectContaining({ activityId: recipe.id, type: 'food', startedFrom: 'plan' })])
  })
})
