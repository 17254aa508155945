import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import { holdTheApp } from './support/hold-the-app'

const browser = useBrowser()

/**
 * On slow 4G the screen is drawn seconds before the app can act on it. What she sends meanwhile
 * (Enter or the send button on the chat, Enter on the login) is held, shown busy, and sent once
 * when the app has taken over (the page's first script, src/start/hold-what-she-does.ts; src/start/prerender-carry-over.ts).
 */
async function beforeTheApp(path: string) {
  const page = await browser.newPage({ viewport: PHONE })
  const release = await holdTheApp(page)
  await page.goto(path, { waitUntil: 'commit' }) // the held module script delays DOMContentLoaded
  await page.locator('#prerendered h1').waitFor()
  return { page, release, appArrived: () => page.waitForFunction(() => !document.getElementById('prerendered')) }
}

/** The messages she sent to the assistant, as the server received them. */
function sentToTheAssistant(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) sent.push(request.postData() ?? '')
  })
  return sent
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversa com a assistente' })
// Messages carry their time; the 'writing…' bubble does not.
const bubbles = (page: Page) => log(page).getByRole('listitem').filter({ has: page.locator('time') })

async function expectSentOnceAndAnswered(page: Page, sent: string[], message: string) {
  await expect.poll(() => bubbles(page).count()).toBe(3) // the welcome, hers, the reply
  await expect(bubbles(page).nth(1).textContent()).resolves.toContain(message)
  await expect(bubbles(page).nth(2).textContent()).resolves.toMatch(/^Assistente disse:.{20,}/s)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toContain(message)
  await expect(page.getByRole('textbox', { name: 'Mensagem para a assistente' }).inputValue()).resolves.toBe('')
}

describe('what she sends before the app is ready is sent once it is', () => {
  it('Enter on the prerendered chat shows the send button busy, then sends her message once and it is answered', async () => {
    const { page, release, appArrived } = await beforeTheApp('/chat')
    const sent = sentToTheAssistant(page)
    const message = 'Quero um exercício rápido para as costas'
    const field = page.locator('#prerendered textarea')
    await field.click()
    await page.keyboard.type(message)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter') // impatient: still the one message
    const send = page.locator('#prerendered button[aria-label="Enviar mensagem"]')
    expect(await send.getAttribute('aria-busy')).toBe('true') // dimmed, a spinner: she sees it was taken
    expect(await field.inputValue()).toBe(message) // no new line, nothing lost
    expect(sent).toEqual([])

    release()
    await appArrived()
    await expectSentOnceAndAnswered(page, sent, message)
  })

  it('the send button on the prerendered chat wakes as she types, and a tap on it sends her message once', async () => {
    const { page, release, appArrived } = await beforeTheApp('/chat')
    const sent = sentToTheAssistant(page)
    const message = 'Estou muito cansada hoje'
    await page.locator('#prerendered textarea').fill(message)
    const send = page.locator('#prerendered button[aria-label="Enviar mensagem"]')
    await send.click()
    expect(await send.getAttribute('aria-busy')).toBe('true')

    release()
    await appArrived()
    await expectSentOnceAndAnswered(page, sent, message)
  })

  it('Enter on the prerendered login shows Entrar busy, then enters once the app is ready', async () => {
    const { page, release, appArrived } = await beforeTheApp('/login')
    await page.locator('#prerendered input[name="email"]').fill('maria@exemplo.com.br')
    await page.locator('#prerendered input[name="password"]').fill('segredo')
    await page.locator('#prerendered input[name="password"]').press('Enter')
    expect(await page.locator('#prerendered button[type="submit"]').getAttribute('aria-busy')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/login') // the static form sent nothing

    release()
    await appArrived()
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1, name: /Mãe/ }).waitFor()
  })

  it('Enter on an incomplete prerendered login leaves her on it, the browser asking for what is missing', async () => {
    const { page, release, appArrived } = await beforeTheApp('/login')
    await page.locator('#prerendered input[name="email"]').fill('maria@exemplo.com.br')
    await page.locator('#prerendered input[name="email"]').press('Enter')
    release()
    await appArrived()
    const password = page.getByLabel('Senha')
    await expect.poll(() => password.evaluate((input: HTMLInputElement) => input.matches(':invalid') && input === document.activeElement)).toBe(true)
    await expect(page.getByRole('button', { name: 'Entrar' }).getAttribute('aria-busy')).resolves.toBeNull()
    expect(new URL(page.url()).pathname).toBe('/login')
  })
})

// The page's first script holds a form sent on the static copy as a tap on its submit button: a
// form without one would be sent into nothing.
it('every prerendered form has a submit button to hold', () => {
  const pages = readdirSync('dist/client/prerendered').map((file) => readFileSync(`dist/client/prerendered/${file}`, 'utf8'))
  const forms = pages.flatMap((page) => [...page.matchAll(/<form[\s>][\s\S]*?<\/form>/g)].map(([form]) => form))
  expect(forms.length).toBeGreaterThanOrEqual(6) // the chat, login, signup, forgot-password, onboarding, profile
  expect(forms.filter((form) => !/<button[^>]*type="submit"/.test(form))).toEqual([])
})
