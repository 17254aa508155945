import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appRoutes } from '../../server/static/app-routes'
import { PHONE, useBrowser } from './support/browser'
import { tellPageOffline, untilReadyOffline } from './support/offline'

const browser = useBrowser()

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent()

describe('every screen without a connection, after the first visit', () => {
  it('reloads every route offline with her data, and says Sem conexão', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/profile')
    await page.getByLabel('Nome').fill('Joana Lima')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await page.goto('/chat')
    await page.getByRole('textbox').first().fill('quero meditar 5 minutos')
    await page.keyboard.press('Enter')
    await page.getByText('quero meditar 5 minutos').waitFor()
    const online = new Map<string, string | null>()
    for (const route of appRoutes) {
      await page.goto(route)
      online.set(route, await heading(page))
    }
    await untilReadyOffline(page)
    expect(await page.getByText('Sem conexão').count()).toBe(0)

    await page.context().setOffline(true)
    for (const route of appRoutes) {
      await page.goto(route)
      await tellPageOffline(page)
      expect(new URL(page.url()).pathname).toBe(route)
      expect(await heading(page)).toBe(online.get(route))
      await page.getByText('Sem conexão').waitFor()
    }
    await page.goto('/profile')
    await tellPageOffline(page)
    await expect(page.getByLabel('Nome').inputValue()).resolves.toBe('Joana Lima')
    await page.goto('/chat')
    await tellPageOffline(page)
    await page.getByText('quero meditar 5 minutos').waitFor()
    await page.goto('/nao-existe')
    await tellPageOffline(page)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()

    await page.context().setOffline(false)
    await tellPageOffline(page, false)
    await page.getByText('Sem conexão').waitFor({ state: 'detached' })
  })

  it("the chat answers offline from the assistant in the browser, marked 'respondido sem internet', the crisis lines included", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    // In the day: from 0 to 5 h her request gets a quiet practice of another name (quiet-moment.ts).
    await page.clock.install({ time: new Date('2026-01-06T10:00:00-03:00') })
    await page.goto('/chat')
    await untilReadyOffline(page)
    await page.context().setOffline(true)
    await page.reload()
    await tellPageOffline(page)
    const log = page.getByRole('log')
    const ask = async (text: string) => {
      await page.getByRole('textbox', { name: 'Mensagem para a assistente' }).fill(text)
      await page.keyboard.press('Enter')
      await log.getByText(text).waitFor()
      await expect.poll(() => log.getByText('respondido sem internet').count()).toBeGreaterThan(0)
    }
    await ask('quero fazer um alongamento')
    expect(await log.getByText(/alongamento/i).count()).toBeGreaterThan(1)
    await ask('penso em me matar')
    await expect.poll(() => log.getByText('respondido sem internet').count()).toBe(2)
    await log.getByText(/188/).first().waitFor()
    await log.locator('a[href="tel:188"]').first().waitFor()
    // No error toast: the reply came, from the device.
    expect(await page.getByRole('alert').filter({ hasText: 'Erro' }).count()).toBe(0)
  })

  it('leaves the API to the network: online /api/health answers JSON, offline it fails instead of getting a page', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/dashboard')
    await untilReadyOffline(page)
    // Beside a JSON page the browser may ask for /favicon.ico, which the server does not have.
    const missing: string[] = []
    page.on('response', (response) => response.status() === 404 && missing.push(new URL(response.url()).pathname))
    browser.allowConsoleError(/status of 404/)
    const online = await page.goto('/api/health', { waitUntil: 'commit' })
    expect(online?.headers()['content-type']).toMatch(/^application\/json/)
    await page.goto('/dashboard')
    await page.context().setOffline(true)
    await expect(page.goto('/api/health', { waitUntil: 'commit' })).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
    expect(missing.filter((path) => path !== '/favicon.ico')).toEqual([])
  })
})
