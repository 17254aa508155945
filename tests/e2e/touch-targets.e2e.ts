import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import { partsReady } from './support/parts-ready'

// At 375 px every control she can tap is at least 44 × 44 CSS px (WCAG 2.5.5 AAA size, above the
// 24 px of 2.5.8 AA: a tired thumb, one-handed).
const browser = useBrowser()
const MIN = 44

interface Target {
  name: string
  width: number
  height: number
}

/**
 * Every visible interactive element inside `scope`, measured as she taps it: a visually hidden
 * input (radio, checkbox, switch) by the label that draws its control. Left out, by WCAG 2.5.8's
 * 'Inline' exception: a link inside a sentence, i.e. whose parent element also holds text of its
 * own beside the link ("Ainda não tem conta? Cadastre-se"), so the line of text sets its size.
 */
function measure(scope: Element): { targets: Target[]; inline: string[] } {
  const interactive =
    'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=switch], [role=radio], [role=checkbox], [role=button], [role=link], [tabindex]:not([tabindex="-1"])'
  const targets: Target[] = []
  const inline: string[] = []
  const seen = new Set<Element>()
  for (const el of scope.querySelectorAll(interactive)) {
    if (el.closest('[inert], [aria-hidden="true"]') || getComputedStyle(el).visibility === 'hidden') continue
    let target: Element = el
    const own = el.getBoundingClientRect()
    if (own.width <= 1 || own.height <= 1) target = el.closest('label') ?? el
    const box = target.getBoundingClientRect()
    if ((box.width === 0 && box.height === 0) || seen.has(target)) continue // not rendered, or counted already
    seen.add(target)
    const name = (el.getAttribute('aria-label') ?? target.textContent ?? '').replace(/\s+/g, ' ').trim() || el.tagName
    const inSentence =
      el.tagName === 'A' &&
      [...(el.parentElement?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    if (inSentence) inline.push(name)
    else targets.push({ name, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 })
  }
  return { targets, inline }
}

async function tooSmall(scope: Locator) {
  const { targets, inline } = await scope.evaluate(measure)
  expect(targets.length).toBeGreaterThan(0)
  return { small: targets.filter((t) => t.width < MIN || t.height < MIN), inline }
}

async function open(path: string, options: { clock?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE })
  browser.allowConsoleError(/status of 404/) // the 404 page answers 404 on purpose
  if (options.clock) await page.clock.install({ time: new Date('2026-01-05T09:00:00-03:00') })
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return page
}

const body = (page: Page) => page.locator('body')

const filledPlan = {
  version: 1,
  parts: [
    { id: 'pessoa-ana', name: 'Ana', phone: '(11) 98765-4321' },
    { id: 'pessoa-bia', name: 'Bia', phone: '' },
    { id: 'ubs', name: 'UBS Jardim das Flores', phone: '(11) 3456-7890' },
  ],
}

describe('touch targets at 375 px are at least 44 × 44 px', () => {
  it.each(['/forgot-password', '/onboarding', '/dashboard', '/chat', '/meu-plano', '/plano-de-seguranca', '/depois-do-parto', '/sinais-de-alerta', '/profile', '/nao-existe'])(
    '%s',
    async (path) => {
      const page = await open(path)
      expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
    },
  )

  it.each([
    ['/login', 'Cadastre-se'],
    ['/signup', 'Entrar'],
  ])('%s, with "%s" the one link inside a sentence, 44 px all the same', async (path, link) => {
    const page = await open(path)
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [link] })
    const box = (await page.getByRole('link', { name: link, exact: true }).boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN)
  })

  it('her safety plan filled in: the numbers to call and Tirar da lista', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.addInitScript((plan) => localStorage.setItem('momento-mae-safety-plan', plan), JSON.stringify(filledPlan))
    await page.goto('/plano-de-seguranca')
    await page.getByRole('link', { name: 'Ligar para Ana, (11) 98765-4321' }).waitFor()
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
  })

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

  it('with the slide-over menu open', async () => {
    const page = await open('/dashboard')
    await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
    const panel = page.getByRole('dialog', { name: /Momento Mãe/ })
    await panel.waitFor()
    const { small } = await tooSmall(panel)
    expect(small).toEqual([])
    expect(await panel.evaluate(measure).then((m) => m.targets.map((t) => t.name))).toEqual(
      expect.arrayContaining(['Fechar menu', 'Dashboard', 'Chat IA', 'Meu Plano', 'Perfil']),
    )
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

  it('with a crisis reply’s help lines, and with the help dialog open', async () => {
    const page = await open('/chat')
    const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
    await input.fill('meu marido me bate')
    await input.press('Enter')
    const help = page.getByRole('list', { name: 'Ajuda agora' })
    await help.waitFor()
    expect(await tooSmall(body(page))).toEqual({ small: [], inline: [] })
    // 190, 180, Disque 100, SAMU, CVV and its chat, and 'Meu plano de segurança'.
    expect(await help.evaluate(measure).then((m) => m.targets.length)).toBe(7)
    await partsReady(page)
    await page.getByRole('button', { name: 'Precisa de ajuda agora?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Precisa de ajuda agora?' })
    await dialog.waitFor()
    // Measured at its size, not while it scales in.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    expect(await tooSmall(dialog)).toEqual({ small: [], inline: [] })
    expect(await dialog.evaluate(measure).then((m) => m.targets.map((t) => t.name))).toEqual(
      expect.arrayContaining(['Fechar', 'Ligar para o CVV, 188', 'Ligar para a Polícia Militar, 190']),
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
