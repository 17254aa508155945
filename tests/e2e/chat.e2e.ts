import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser, type PageOptions } from './support/browser'

const browser = useBrowser()

const APOLOGY = 'Desculpe, não consegui processar sua mensagem no momento. Por favor, tente novamente.'
const TOAST_TEXT = 'Não foi possível conectar com a assistente. Verifique se o servidor está rodando.'

async function openChat(options: PageOptions = {}) {
  const page = await browser.newPage(options)
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) requests.push(request.postData() ?? '')
  })
  await page.goto('/chat')
  await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
  return { page, requests }
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Mensagem para a assistente' })
const log = (page: Page) => page.getByRole('log', { name: 'Conversa com a assistente' })
// Messages carry their time; the 'writing…' bubble does not.
const bubbles = (page: Page) => log(page).getByRole('listitem').filter({ has: page.locator('time') })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar mensagem' })

async function ask(page: Page, message: string) {
  await input(page).fill(message)
  await input(page).press('Enter')
}

async function expectFailureShown(page: Page) {
  const toast = page.getByRole('alert')
  await toast.getByText('Erro', { exact: true }).waitFor()
  await toast.getByText(TOAST_TEXT).waitFor()
  await log(page).getByText(APOLOGY).waitFor()
  await expect(sendButton(page).getAttribute('data-loading')).resolves.toBeNull()
}

describe('chat with the real server', () => {
  it('a conversation: her message, the spinner while waiting, then the assistant’s reply with the time', async () => {
    const { page, requests } = await openChat({ viewport: PHONE })
    await log(page).getByText(/exercícios rápidos, meditações guiadas e receitas saudáveis/).waitFor()
    // Hold the real answer back a moment so the wait can be seen, then let it through.
    let release = () => {}
    await page.route('**/api/chat', async (route) => {
      await new Promise<void>((resolve) => (release = resolve))
      await route.continue()
    })
    await ask(page, 'Quero um exercício rápido para as costas')
    await log(page).getByText('Quero um exercício rápido para as costas').waitFor()
    await expect(input(page).inputValue()).resolves.toBe('')
    await page.locator('button[aria-label="Enviar mensagem"][data-loading]').waitFor()
    await log(page).getByText('A assistente está escrevendo…').waitFor({ state: 'attached' })
    release()

    await expect.poll(() => bubbles(page).count()).toBe(3)
    const reply = bubbles(page).nth(2)
    await expect(reply.textContent()).resolves.toMatch(/^Assistente disse:.{20,}\d{2}:\d{2}( Fazer agora)?$/s)
    await expect(reply.textContent()).resolves.not.toContain(APOLOGY)
    await expect(reply.locator('time').textContent()).resolves.toMatch(/^\d{2}:\d{2}$/)
    expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({ mensagem: 'Quero um exercício rápido para as costas' })
    await expect(sendButton(page).getAttribute('data-loading')).resolves.toBeNull()
  })

  it.each([
    ['03:25', 3, 'Pés e pernas sem levantar'],
    ['10:00', 10, 'Alongamento energizante para o corpo todo'],
  ])('at %s on her phone the hour goes with her message, and at night the stretch is a quiet one (issue 46, finding 10)', async (time, hora, title) => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.setFixedTime(new Date(`2026-11-26T${time}:00-03:00`))
    const requests: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat')) requests.push(request.postDataJSON())
    })
    await page.goto('/chat')
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    await ask(page, 'quero um alongamento')
    await expect.poll(() => bubbles(page).count()).toBe(3)
    const reply = (await bubbles(page).nth(2).textContent()) ?? ''
    expect(requests).toMatchObject([{ mensagem: 'quero um alongamento', hora }])
    expect(reply).toContain(title)
    if (hora === 3) expect(reply).not.toMatch(/começar o dia|fique em pé|marche|pule/i)
  })

  it('HTTP 500: the error toast and the apology', async () => {
    const { page } = await openChat()
    browser.allowConsoleError(/status of 500/)
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"erro":"falhou"}' }))
    await ask(page, 'Oi')
    await expectFailureShown(page)
  })

  it('network error: the assistant in the browser answers, marked, without the error toast', async () => {
    const { page } = await openChat({ viewport: PHONE, colorScheme: 'dark' })
    browser.allowConsoleError(/ERR_FAILED|net::/)
    await page.route('**/api/chat', (route) => route.abort('failed'))
    await ask(page, 'Oi')
    await log(page).getByText(/respondido sem internet/).waitFor()
    await expect(log(page).getByText(APOLOGY).count()).resolves.toBe(0)
    await expect(page.getByRole('alert').getByText('Erro', { exact: true }).count()).resolves.toBe(0)
    await expect(sendButton(page).getAttribute('data-loading')).resolves.toBeNull()
  })

  it('no answer for 20 s: the request is given up with the toast and the apology', async () => {
    const page = await browser.newPage()
    await page.clock.install()
    await page.route('**/api/chat', () => {}) // never answers
    await page.goto('/chat')
    await ask(page, 'Oi')
    await page.locator('button[aria-label="Enviar mensagem"][data-loading]').waitFor()
    await page.clock.runFor(19_000)
    await expect(log(page).getByText(APOLOGY).count()).resolves.toBe(0)
    await page.clock.runFor(1_000)
    await expectFailureShown(page)
  })

  it('Enter sends, Shift+Enter starts a new line, and blank messages are not sent', async () => {
    const { page, requests } = await openChat()
    await input(page).press('Enter')
    await input(page).fill('   ')
    await input(page).press('Enter')
    await expect(sendButton(page).isDisabled()).resolves.toBe(true)
    await input(page).fill('Tenho 10 minutos')
    await input(page).press('Shift+Enter')
    await input(page).pressSequentially('o que faço?')
    await expect(input(page).inputValue()).resolves.toBe('Tenho 10 minutos\no que faço?')
    expect(requests).toHaveLength(0)
    await input(page).press('Enter')
    await expect.poll(() => bubbles(page).count()).toBe(3)
    expect(requests.map((body) => JSON.parse(body).mensagem)).toEqual(['Tenho 10 minutos\no que faço?'])
  })

  it('the conversation survives navigation and a reload; "Limpar conversa" clears it', async () => {
    const { page } = await openChat()
    await ask(page, 'Quero uma receita saudável')
    await expect.poll(() => bubbles(page).count()).toBe(3)
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Chat IA' }).click()
    await log(page).getByText('Quero uma receita saudável').waitFor()
    await page.reload()
    await log(page).getByText('Quero uma receita saudável').waitFor()
    await expect(bubbles(page).count()).resolves.toBe(3)

    // One stray tap loses nothing: she is asked, and keeping it is the default.
    await page.getByRole('button', { name: 'Limpar conversa' }).click()
    const asked = page.getByRole('alertdialog', { name: 'Limpar conversa?' })
    await asked.waitFor()
    // The dialog moves focus on its next frames: waited for, not read once (failed under load).
    await expect.poll(() => page.getByRole('button', { name: 'Manter conversa' }).evaluate((b) => b === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await asked.waitFor({ state: 'hidden' })
    await expect(bubbles(page).count()).resolves.toBe(3)
    await page.getByRole('button', { name: 'Limpar conversa' }).click()
    await page.getByRole('button', { name: 'Limpar', exact: true }).click()
    await expect.poll(() => bubbles(page).count()).toBe(1)
    await page.reload()
    await log(page).getByText(/exercícios rápidos, meditações guiadas/).waitFor()
    await expect(bubbles(page).count()).resolves.toBe(1)
  })

  it.each([
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ])('at %s the view is the viewport minus 8rem, the input always visible at the bottom', async (_name, viewport) => {
    const { page } = await openChat({ viewport })
    for (const message of ['Oi', 'Quero um exercício', 'E uma meditação?', 'E uma receita?']) {
      await ask(page, message)
      await log(page).getByText(message, { exact: true }).waitFor()
      await page.locator('button[aria-label="Enviar mensagem"]:not([data-loading])').waitFor()
    }
    const view = await page.locator('main > div').first().boundingBox()
    expect(view?.height).toBe(viewport.height - 128)
    const box = await input(page).boundingBox()
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height)
    // The newest message is scrolled into view, from its start when it is taller than the view
    // (smoothly, so it may take a moment).
    const area = (await log(page).boundingBox())!
    await expect
      .poll(async () => {
        const last = (await bubbles(page).last().boundingBox())!
        const bottom = Math.min(last.y + last.height, area.y + area.height)
        return last.y >= area.y && bottom - last.y >= Math.min(last.height, area.height / 2)
      })
      .toBe(true)
  })
  it('on a 375 × 812 phone the conversation takes most of the screen, its replies the width, under the title and subtitle', async () => {
    const tall = { width: 375, height: 812 }
    const { page } = await openChat({ viewport: tall })
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    await expect(page.getByText('Tire suas dúvidas sobre bem-estar, exercícios e alimentação').isVisible()).resolves.toBe(true)
    const area = (await log(page).boundingBox())!
    expect(area.height).toBeGreaterThanOrEqual(0.6 * tall.height)
    // Empty, the send button is plainly at rest: disabled, drawn as an outline, not a faded solid.
    await expect(sendButton(page).isDisabled()).resolves.toBe(true)
    await expect(sendButton(page).evaluate((b) => getComputedStyle(b).opacity)).resolves.toBe('1')
    await ask(page, 'Quero uma receita saudável')
    await expect.poll(() => bubbles(page).count()).toBe(3)
    const reply = (await bubbles(page).last().locator('p').first().boundingBox())!
    expect(reply.width).toBeGreaterThanOrEqual(0.8 * area.width)
  })
})
