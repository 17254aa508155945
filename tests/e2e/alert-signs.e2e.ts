import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { partsReady } from './support/parts-ready'
import { tellPageOffline, untilReadyOffline } from './support/offline'

/*
 * 'Sinais de alerta' on the built app and the real server: reached from the chat's help with no
 * connection, from 'Depois do parto' and from the profile; its lines dial with one tap. (axe:
 * accessibility.e2e.ts; 44 px: touch-targets.e2e.ts; by keyboard: keyboard.e2e.ts.)
 */
const browser = useBrowser()

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sinais de alerta' })
const group = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const hrefOf = (link: Locator) => link.getAttribute('href')

describe('the danger signs', () => {
  it("open from 'Precisa de ajuda agora?' with the connection cut after the first load, and their lines are tel: links", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/chat')
    await untilReadyOffline(page)
    await partsReady(page)
    await page.context().setOffline(true)
    await tellPageOffline(page)

    await page.getByRole('button', { name: 'Precisa de ajuda agora?' }).click()
    await page.getByRole('dialog', { name: 'Precisa de ajuda agora?' }).getByRole('link', { name: 'Sinais de alerta' }).click()
    await page.waitForURL('**/sinais-de-alerta')
    await heading(page).waitFor()
    await page.getByText('Sem conexão').waitFor()

    expect(await hrefOf(page.getByRole('list', { name: 'Ligar agora' }).getByRole('link', { name: 'Ligar para o SAMU, 192' }))).toBe('tel:192')
    const swallowed = group(page, 'Engoliu alguma coisa')
    await swallowed.getByText('Bateria de botão', { exact: false }).waitFor()
    expect(await hrefOf(swallowed.getByRole('link', { name: 'Ligar para o SAMU, 192' }))).toBe('tel:192')
    const poison = swallowed.getByRole('link', { name: 'Ligar para o Disque-Intoxicação, 0800 722 6001' })
    expect(await hrefOf(poison)).toBe('tel:08007226001')
    expect(await poison.textContent()).toBe('Ligar para o Disque-Intoxicação 0800 722 6001')
    expect((await poison.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await group(page, 'Sangramento').getByText(/encharca um absorvente/).waitFor()

    // Tapping a line hands the number to the phone's dialler, and she stays on the signs.
    const handedOver = page.waitForEvent('request', (request) => request.url() === 'tel:08007226001')
    await poison.click()
    await handedOver
    expect(new URL(page.url()).pathname).toBe('/sinais-de-alerta')
  }, 90_000) // the chat, the service worker's first install and the screen, on a shared 2-core machine

  it("open from 'Depois do parto'", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/depois-do-parto')
    await page.getByRole('region', { name: 'Sinais no corpo que pedem atendimento agora' }).getByRole('link', { name: 'Ver os sinais de alerta' }).click()
    await page.waitForURL('**/sinais-de-alerta')
    await heading(page).waitFor()
  })

  it('open from the profile', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/profile')
    await page.getByRole('region', { name: 'Sinais de alerta' }).getByRole('link', { name: 'Ver os sinais de alerta' }).click()
    await page.waitForURL('**/sinais-de-alerta')
    await heading(page).waitFor()
  })

  it('are not in the menu: there when she needs them, not a daily destination', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/sinais-de-alerta')
    const menu = page.getByRole('complementary', { name: 'Menu lateral' })
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Chat IA', 'Meu Plano', 'Perfil'])
    expect(await menu.locator('[aria-current="page"]').count()).toBe(0)
  })
})
