import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import { measure, tooSmall } from './support/touch-targets'

// At 375 px every control she can tap is at least 44 × 44 CSS px, in the states the routes reach
// by a tap or two. Every route as it loads, the menu, the chat's help lines and dialog, and her
// safety plan filled in are measured in accessibility.e2e.ts, in the same loads as their axe
// checks at 375 px in the light theme.
const browser = useBrowser()

async function open(path: string, options: { clock?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE })
  if (options.clock) await page.clock.install({ time: new Date('2026-01-05T09:00:00-03:00') })
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return page
}

const body = (page: Page) => page.locator('body')

describe('touch targets at 375 px are at least 44 × 44 px', () => {
  it('the forgot-password screen once sent', async () => {
    const page = await open('/forgot-password')
    await page.getByLabel('E-mail').fill('maria@exemplo.com.br')
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click()
    await page.getByRole('button', { name: 'Voltar ao login' }).waitFor()
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
  })

  it('onboarding steps 2 and 3 (the options as she taps them)', async () => {
    const page = await open('/onboarding')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByRole('radio', { name: '5-10 minutos' }).waitFor({ state: 'attached' })
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByRole('checkbox', { name: 'Melhorar alimentação' }).waitFor({ state: 'attached' })
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
  })

  it('with an activity running (Pausar, Parar) and with the celebration open', async () => {
    const page = await open('/dashboard', { clock: true })
    const card = page.getByRole('article', { name: 'Respiração da Calma' })
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(41_000)
    await card.getByRole('region', { name: 'Passo a passo' }).waitFor()
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
    await page.clock.runFor(300_000)
    const dialog = page.getByRole('dialog', { name: 'Parabéns!' })
    await dialog.waitFor()
    await page.clock.runFor(500)
    expect(await tooSmall(dialog)).toEqual({ small: [], inline: [] })
  })

  it("in the player, its controls at the bottom and 'Guia por voz'", async () => {
    const page = await open('/meu-plano', { clock: true })
    await page.getByRole('tab', { name: 'Meditações' }).click()
    await page.getByRole('button', { name: 'Começar', exact: true }).first().click()
    const player = page.getByRole('dialog')
    await player.getByRole('button', { name: 'Começar', exact: true }).click()
    await player.getByRole('button', { name: 'Pausar' }).waitFor()
    await page.clock.runFor(500)
    expect(await tooSmall(player)).toEqual({ small: [], inline: [] })
    expect(await player.evaluate(measure).then((m) => m.targets.map((t) => t.name))).toEqual(
      expect.arrayContaining(['Pausar', 'Parar', expect.stringContaining('Guia por voz')]),
    )
  })

  it('with a conversation and the error toast', async () => {
    const page = await open('/chat')
    browser.allowConsoleError(/status of 503/)
    await page.route('**/api/chat', (route) => route.fulfill({ status: 503, body: '' }))
    const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
    await input.fill('Oi')
    await input.press('Enter')
    await page.getByRole('alert').filter({ hasText: 'Erro' }).waitFor()
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
  })

  it("the dashboard asking how she feels, then answered with 'Muito mal' (words, 'Mudar', the help lines)", async () => {
    const page = await open('/dashboard', { clock: true })
    const question = page.getByRole('region', { name: 'Como você está agora?' })
    await question.getByRole('button', { name: 'Muito mal', exact: true }).click()
    await question.getByRole('link', { name: 'Ligar para o CVV, 188' }).waitFor()
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
    await question.getByRole('button', { name: 'Mudar' }).click()
    await question.getByRole('button', { name: 'Manter como estava' }).waitFor()
    expect(await tooSmall(question)).toEqual({ small: [], inline: [] })
  })
})
