import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

const MONDAY = new Date('2026-01-05T09:00:00-03:00') // odd day: the second tutorial variant
const TUESDAY = new Date('2026-01-06T09:00:00-03:00') // even day: the first

/** The dashboard on a clock the test moves, with every script it loads recorded. */
async function openDashboard(options: Parameters<typeof browser.newPage>[0] = {}, time = MONDAY) {
  const page = await browser.newPage(options)
  await page.addInitScript((mode) => localStorage.setItem('momento-mae-theme', mode), options.colorScheme ?? 'light')
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.clock.install({ time })
  await page.goto('/dashboard')
  await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
  // The quick activities' cards, which come once the page is idle (or as she scrolls near them).
  await page.getByRole('region', { name: 'Atividades Rápidas' }).getByRole('article').first().waitFor()
  // From here on only the test moves time (install() alone lets it flow between steps).
  await page.clock.pauseAt(new Date(time.getTime() + 5000))
  return { page, confettiLoaded: () => scripts.some((url) => /confetti/i.test(url)) }
}

const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title })
const timerOf = (page: Page, title: string) => cardOf(page, title).getByRole('timer').textContent()
/** The done part of the card's progress bar, in CSS px, as drawn now (not where it will end). */
const progressWidth = (page: Page, title: string) =>
  cardOf(page, title)
    .getByRole('timer')
    .evaluate((timer) => timer.closest('div')!.parentElement!.querySelector('[aria-hidden] > div')!.getBoundingClientRect().width)
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

describe('an activity from start to celebration', () => {
  it.each([
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
  ] as const)('%s: start, pause, resume, stop, complete, celebrate, repeat', async (_name, viewport, colorScheme) => {
    const { page, confettiLoaded } = await openDashboard({ viewport, colorScheme })
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark')
    const card = cardOf(page, 'Respiração da Calma')
    const timer = () => timerOf(page, 'Respiração da Calma')
    expect(confettiLoaded()).toBe(false) // not in the dashboard's first load

    // Start: the tutorial of the day (Monday: 5 steps) follows the clock.
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(1000)
    expect(await timer()).toBe('04:59')
    const steps = card.getByRole('region', { name: 'Passo a passo' })
    await steps.getByRole('heading', { name: 'Postura e intenção' }).waitFor()
    await page.clock.runFor(40_000)
    expect(await timer()).toBe('04:19')
    await steps.getByRole('heading', { name: 'Respiração quadrada' }).waitFor()
    await steps.getByText('Passo 2 de 5 · 1 minuto e 20 segundos').waitFor()
    await steps.getByText('A seguir: Mão no coração').waitFor()
    expect(await card.locator('[aria-live="polite"]').textContent()).toBe(
      'Passo 2 de 5: Respiração quadrada. Faltam 4 minutos e 20 segundos.',
    )

    // Pause holds the time and the step she was on, greyed; resume goes on from there.
    await card.getByRole('button', { name: 'Pausar' }).click()
    await page.clock.runFor(60_000)
    expect(await timer()).toBe('04:19')
    await card.getByText(/Em pausa/).waitFor()
    await steps.getByRole('heading', { name: 'Respiração quadrada' }).waitFor()
    expect(await steps.getAttribute('data-held')).toBe('true')
    await card.getByRole('button', { name: 'Retomar' }).click()
    await page.clock.runFor(1000)
    expect(await timer()).toBe('04:18')

    // Stop asks first; keeping it loses nothing. Confirmed: back to zero, the bar empty at once,
    // focus kept on the card.
    const question = page.getByRole('alertdialog', { name: 'Parar a atividade?' })
    await card.getByRole('button', { name: 'Parar' }).click()
    await page.clock.runFor(500) // the question's code arrives; React shows it on the (paused) clock
    await question.waitFor()
    await page.clock.runFor(100) // the dialog moves focus on its next frames
    await expect.poll(() => focusedText(page)).toBe('Manter atividade')
    await page.clock.runFor(10_000) // she takes her time to answer: the activity waits
    await question.getByRole('button', { name: 'Manter atividade' }).click()
    await question.waitFor({ state: 'hidden' })
    await card.getByRole('button', { name: 'Pausar' }).waitFor()
    expect(await timer()).toBe('04:18')
    await page.clock.runFor(1000)
    expect(await timer()).toBe('04:17')
    await card.getByRole('button', { name: 'Parar' }).click()
    await page.clock.runFor(100)
    await question.getByRole('button', { name: 'Parar' }).click()
    await question.waitFor({ state: 'hidden' })
    expect(await timer()).toBe('05:00')
    expect(await progressWidth(page, 'Respiração da Calma')).toBe(0)
    await page.clock.runFor(100)
    await expect.poll(() => focusedText(page)).toBe('Começar')

    // The whole five minutes: completed, celebrated.
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(300_000)
    const dialog = page.getByRole('dialog', { name: 'Parabéns!' })
    await dialog.waitFor()
    await page.clock.runFor(100) // the dialog moves focus on its next frames
    await dialog.getByText('Você concluiu Respiração da Calma.').waitFor()
    expect(await focusedText(page)).toBe('Continuar')
    await page.getByTestId('confetti').waitFor()
    expect(confettiLoaded()).toBe(true)
    expect(await page.getByTestId('confetti').getAttribute('data-state')).toBe('falling')
    await page.clock.runFor(3000)
    expect(await page.getByTestId('confetti').getAttribute('data-state')).toBe('fading')
    await dialog.getByRole('button', { name: 'Continuar' }).click()
    await page.clock.runFor(500) // its exit animation
    await dialog.waitFor({ state: 'hidden' })

    // Concluído, and Repetir in place of Começar (where focus returned); Repetir resets.
    await card.getByText('Concluído', { exact: true }).waitFor()
    expect(await timer()).toBe('05:00') // the time she gave it, 'concluídos', not '00:00 restantes'
    await card.getByText('concluídos').waitFor()
    expect(await focusedText(page)).toBe('Repetir')
    await card.getByRole('button', { name: 'Repetir' }).click()
    expect(await timer()).toBe('05:00')
    expect(await card.getByText('Concluído', { exact: true }).count()).toBe(0)
    await card.getByRole('button', { name: 'Começar', exact: true }).waitFor()
  })

  it('says one of the 7 motivational phrases', async () => {
    const { page } = await openDashboard()
    await cardOf(page, 'Café da manhã rápido').getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(300_000)
    const description = await page.getByRole('dialog', { name: 'Parabéns!' }).getAttribute('aria-describedby')
    const phrase = await page.locator(`[id="${description}"]`).textContent()
    const { motivationalPhrases } = await import('../../src/data/daily')
    expect(motivationalPhrases).toContain(phrase)
  })

  it('with prefers-reduced-motion celebrates without confetti (never even loads it)', async () => {
    const { page, confettiLoaded } = await openDashboard({ reducedMotion: 'reduce' })
    await cardOf(page, 'Alongamento Energizante').getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(300_000)
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    await page.clock.runFor(1000)
    expect(await page.getByTestId('confetti').count()).toBe(0)
    expect(confettiLoaded()).toBe(false)
  })
})

describe('axe-core finds no serious or critical violation', () => {
  it.each([
    ['375 px, light', PHONE, 'light'],
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
    ['1280 px, dark', DESKTOP, 'dark'],
  ] as const)('with a card running and with the celebration open, %s', async (_name, viewport, colorScheme) => {
    // Reduced motion turns transitions off, so axe never measures a colour halfway through one.
    const { page } = await openDashboard({ viewport, colorScheme, reducedMotion: 'reduce' })
    // Alongamento runs on to the celebration; Respiração da Calma is paused on its second step.
    await cardOf(page, 'Alongamento Energizante').getByRole('button', { name: 'Começar', exact: true }).click()
    await cardOf(page, 'Respiração da Calma').getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(41_000)
    await cardOf(page, 'Respiração da Calma').getByRole('button', { name: 'Pausar' }).click()
    await page.clock.resume() // axe waits on timers of its own
    expect(await seriousViolations(page)).toEqual([])
    await page.clock.runFor(300_000)
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe('the dashboard', () => {
  it('is one column at 375 px', async () => {
    const { page } = await openDashboard({ viewport: PHONE })
    const lefts = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)))
    expect(new Set(lefts).size).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })

  it("keeps time on the wall clock when the phone sleeps, with the day's tutorial variant", async () => {
    const { page } = await openDashboard({}, TUESDAY)
    const card = cardOf(page, 'Alongamento Energizante')
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(1000)
    // Asleep for two minutes: the interval fires once when it wakes, and the time is right.
    await page.clock.fastForward(120_000)
    expect(await timerOf(page, 'Alongamento Energizante')).toBe('02:59')
    await card.getByText('Passo 5 de 9 · 30 segundos').waitFor() // Tuesday: the 9-step variant
  })
})
