import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { partsReady } from './support/parts-ready'
import { tellPageOffline, untilReadyOffline } from './support/offline'

/*
 * 'Meu plano de segurança' on the built app and the real server: reached from the chat's help and
 * from the profile, written bit by bit, there again after a reload without a connection, its
 * numbers dialled with one tap. (axe: accessibility.e2e.ts; 44 px: touch-targets.e2e.ts; by
 * keyboard: keyboard.e2e.ts.)
 */
const browser = useBrowser()

const step = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) })
const person = (page: Page, name: string) => step(page, 'Quem eu posso chamar').getByRole('group', { name, exact: true })

/** Tapping `link` makes the browser hand `number` to the phone's dialler (a tel: navigation). */
async function dials(page: Page, link: Locator, number: string) {
  const handedOver = page.waitForEvent('request', (request) => request.url() === `tel:${number}`)
  await link.click()
  await handedOver
  // She is still on her plan (the call happens outside the page).
  expect(new URL(page.url()).pathname).toBe('/plano-de-seguranca')
}

describe('her safety plan', () => {
  it("from 'Precisa de ajuda agora?': filled in bit by bit, there after a reload offline, its numbers dial", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/chat')
    await partsReady(page)
    await page.getByRole('button', { name: 'Precisa de ajuda agora?' }).click()
    await page.getByRole('dialog', { name: 'Precisa de ajuda agora?' }).getByRole('link', { name: 'Meu plano de segurança' }).click()
    await page.waitForURL('**/plano-de-seguranca')
    await page.getByRole('heading', { level: 1, name: 'Meu plano de segurança' }).waitFor()

    await page.getByRole('textbox', { name: 'Os sinais que eu conheço' }).fill('Não durmo nem quando o bebê dorme')
    await page.getByRole('textbox', { name: 'Meus motivos para seguir' }).fill('O sorriso do Pedro')
    const first = person(page, 'Pessoa 1')
    await first.getByRole('textbox', { name: 'Nome' }).fill('Ana')
    await person(page, 'Ana').getByRole('textbox', { name: 'Telefone' }).fill('(11) 98765-4321')
    await page.getByRole('group', { name: 'Minha UBS' }).getByRole('textbox', { name: 'Telefone' }).fill('3456-7890')

    await untilReadyOffline(page)
    await page.context().setOffline(true)
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    await tellPageOffline(page)
    await page.getByText('Sem conexão').waitFor()
    expect(await page.getByRole('textbox', { name: 'Os sinais que eu conheço' }).inputValue()).toBe('Não durmo nem quando o bebê dorme')
    expect(await page.getByRole('textbox', { name: 'Meus motivos para seguir' }).inputValue()).toBe('O sorriso do Pedro')
    expect(await person(page, 'Ana').getByRole('textbox', { name: 'Telefone' }).inputValue()).toBe('(11) 98765-4321')

    // Chromium launches one external link at a time: the others are links to the same handler.
    expect(await page.getByRole('link', { name: 'Ligar para a UBS, 3456-7890' }).getAttribute('href')).toBe('tel:34567890')
    expect(await page.getByRole('link', { name: 'Ligar para o CVV, 188' }).getAttribute('href')).toBe('tel:188')
    await dials(page, person(page, 'Ana').getByRole('link', { name: 'Ligar para Ana, (11) 98765-4321' }), '11987654321')
  }, 90_000) // the chat, the plan, the service worker's first install and a reload, on a shared 2-core machine

  it('from the profile', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/profile')
    await page.getByRole('region', { name: 'Meu plano de segurança' }).getByRole('link', { name: 'Abrir meu plano de segurança' }).click()
    await page.waitForURL('**/plano-de-seguranca')
    await page.getByRole('heading', { level: 1, name: 'Meu plano de segurança' }).waitFor()
  })

  it('is not in the menu: it is there when she needs it, not a daily destination', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/plano-de-seguranca')
    const menu = page.getByRole('complementary', { name: 'Menu lateral' })
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Chat IA', 'Meu Plano', 'Perfil'])
    expect(await menu.locator('[aria-current="page"]').count()).toBe(0)
  })
})
