import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { planActivities, routines } from '../../src/data/plan'
import { seriousViolations } from './support/axe'
import { PHONE, useBrowser } from './support/browser'
import { appTookOver } from './support/took-over'

const browser = useBrowser()

const step = (page: Page, number: number) => page.getByText(`Passo ${number} de 3`, { exact: true }).waitFor()
const ticked = (page: Page) => page.locator('form input:checked').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value')))
const pathname = (page: Page) => new URL(page.url()).pathname

/** What a finger at the centre of `button` would touch once the screen has moved on. */
async function underFinger(button: Locator) {
  const box = (await button.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

describe('one tap, one answer', () => {
  it("a double tap on 'Próximo' or 'Voltar' in the onboarding moves one step and ticks nothing", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    page.setDefaultTimeout(8000)
    await page.goto('/onboarding')
    // The app's guard is under test, not the prerendered copy's held taps (prerender-handoff.test.tsx):
    // a double tap before the app is there would land on a layout still settling under load.
    await appTookOver(page)
    await step(page, 1)
    const point = await underFinger(page.getByRole('button', { name: 'Próximo' }))
    await page.mouse.dblclick(point.x, point.y)
    await step(page, 2)
    // Where 'Próximo' was, step 2 puts an answer: the second tap would have chosen it. Waited for,
    // not read once: under load the step's layout can still be settling when its title is drawn.
    await page.waitForFunction(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('label')?.textContent), point)
    expect(await ticked(page)).toEqual([])

    const next = await underFinger(page.getByRole('button', { name: 'Próximo' }))
    await page.mouse.dblclick(next.x, next.y)
    await step(page, 3)
    expect(await ticked(page)).toEqual([])

    const back = await underFinger(page.getByRole('button', { name: 'Voltar' }))
    await page.mouse.dblclick(back.x, back.y)
    await step(page, 2)
    expect(await ticked(page)).toEqual([])
    await page.getByRole('button', { name: 'Voltar' }).click() // a tap of her own, after the double tap, is hers
    await step(page, 1)
  })
})

describe('back does what she expects', () => {
  it('in the onboarding, back goes to the step before, and only then to where she came from', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/onboarding') // a full page load: nothing of the app's before it
    await step(page, 1)
    await page.getByLabel('Sua idade').fill('34')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 2)
    await page.getByText('5-10 minutos', { exact: true }).click()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 3)

    await page.goBack()
    await step(page, 2)
    expect(pathname(page)).toBe('/onboarding')
    expect(await page.getByRole('radio', { name: '5-10 minutos' }).isChecked()).toBe(true)
    await page.goBack()
    await step(page, 1)
    expect(pathname(page)).toBe('/onboarding')
    await expect(page.getByLabel('Sua idade').inputValue()).resolves.toBe('34')

    // 'Próximo' then 'Voltar' leaves no step behind in the history: back from step 1 leaves.
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 2)
    await page.getByRole('button', { name: 'Voltar' }).click()
    await step(page, 1)
    await page.goBack()
    await page.waitForURL('about:blank')
  })

  it('over a player opened right after a full page load, back closes it, or asks first when she is under way', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.install({ time: new Date('2026-01-05T09:00:00-03:00') })
    await page.goto('/meu-plano')
    await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()
    await page.getByRole('tab', { name: 'Exercícios' }).click()
    await page.getByRole('button', { name: 'Começar' }).first().click()
    const player = page.getByRole('dialog', { name: planActivities[0]!.title })
    await player.waitFor()

    await page.goBack()
    await player.waitFor({ state: 'detached' })
    expect(pathname(page)).toBe('/meu-plano')

    await page.getByRole('button', { name: 'Começar' }).first().click()
    await player.getByRole('button', { name: 'Começar' }).click()
    await page.goBack()
    const ask = page.getByRole('alertdialog', { name: 'Sair da atividade?' })
    await ask.waitFor()
    expect(pathname(page)).toBe('/meu-plano')
    expect(await seriousViolations(page)).toEqual([])
    await ask.getByRole('button', { name: 'Continuar atividade' }).click()
    await player.getByRole('button', { name: 'Pausar' }).waitFor() // still hers, running

    await page.goBack() // asks again: the entry was kept
    await ask.getByRole('button', { name: 'Sair', exact: true }).click()
    await player.waitFor({ state: 'detached' })
    expect(pathname(page)).toBe('/meu-plano')
  })

  it("over a routine's overview or the new routine form opened right after a full page load, back closes it", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/meu-plano')
    await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()

    await page.getByRole('button', { name: 'Nova Rotina' }).click()
    const form = page.getByRole('dialog', { name: 'Nova Rotina' })
    await form.getByLabel(/Nome da rotina/).waitFor()
    await page.goBack()
    await form.waitFor({ state: 'detached' })
    expect(pathname(page)).toBe('/meu-plano')

    const routine = routines[0]!
    await page.getByRole('article', { name: routine.title }).getByRole('button', { name: 'Começar' }).click()
    const overview = page.getByRole('dialog', { name: routine.title })
    await overview.getByRole('button', { name: 'Começar' }).waitFor()
    await page.goBack()
    await overview.waitFor({ state: 'detached' })
    expect(pathname(page)).toBe('/meu-plano')
    // Nothing of hers is left in the history: back now leaves the page as it always did.
    await page.goBack()
    await page.waitForURL('about:blank')
  })
})
