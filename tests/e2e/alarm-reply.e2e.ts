import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import { tellPageOffline, untilReadyOffline } from './support/offline'

/*
 * The body's alarm in the chat, on a phone with no connection: the assistant in the browser
 * answers a swallowed button battery with care now, and its lines dial the SAMU and the poison line.
 */
const browser = useBrowser()

const log = (page: Page) => page.getByRole('log', { name: 'Conversa com a assistente' })
const lastHelp = (page: Page): Locator => log(page).getByRole('list', { name: 'Ajuda agora' }).last()

describe('a danger sign of the baby in the chat', () => {
  it('a swallowed button battery, offline at 375 px: care now, with 192 and 0800 722 6001 as links that dial', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/chat')
    await untilReadyOffline(page)
    await page.context().setOffline(true)
    await page.reload()
    await tellPageOffline(page)
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()

    const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
    await input.fill('acho q meu bb engoliu uma bateria dessas redondinhas do controle, ta babando, faço oq?')
    await input.press('Enter')
    await log(page).getByText(/Isso precisa de atendimento médico agora/).waitFor()
    await log(page).getByText(/não provoque vômito/).waitFor()

    const hrefs = await lastHelp(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), tall: link.getBoundingClientRect().height >= 44 })))
    expect(hrefs.map(({ href }) => href)).toEqual(['tel:192', 'tel:08007226001', '/sinais-de-alerta'])
    expect(hrefs.every(({ tall }) => tall)).toBe(true)
    // No activity is offered beside it.
    expect(await log(page).getByRole('button', { name: /Fazer agora/ }).count()).toBe(0)
  }, 90_000) // the chat and the service worker's first install on a shared 2-core machine
})
