import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

/** The chat's failure toast is the one every user can cause: the request to /api/chat fails. */
async function chatWithFailingServer(viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light') {
  const page = await browser.newPage({ viewport, colorScheme })
  browser.allowConsoleError(/status of 503/)
  await page.addInitScript((mode) => localStorage.setItem('momento-mae-theme', mode), colorScheme)
  await page.clock.install()
  await page.route('**/api/chat', (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/chat')
  return page
}

async function raiseToast(page: Page) {
  const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
  await input.fill('Oi')
  await input.press('Enter')
  const toast = page.getByRole('alert').filter({ hasText: 'Erro' })
  await toast.waitFor()
  return toast
}

const region = (page: Page) => page.getByRole('region', { name: 'Notificações (F8)' })

describe('toasts', () => {
  it('show for 5000 ms, then leave', async () => {
    const page = await chatWithFailingServer()
    // From here on only the test moves time: install() alone lets it flow, and a busy machine's
    // pause between the toast and runFor() would count toward its 5 s.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    const toast = await raiseToast(page)
    await page.clock.runFor(4_500)
    await expect(toast.isVisible()).resolves.toBe(true)
    await page.clock.runFor(600)
    await toast.waitFor({ state: 'hidden' })
  })

  it('F8 moves focus to the notifications region; the close button dismisses', async () => {
    const page = await chatWithFailingServer()
    await raiseToast(page)
    await page.keyboard.press('F8')
    await expect(region(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Tab')
    const close = page.getByRole('button', { name: 'Fechar notificação' })
    await expect(close.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    await close.waitFor({ state: 'detached' })
  })

  it('a swipe of 50 px or more dismisses; a shorter one snaps back', async () => {
    const page = await chatWithFailingServer(PHONE)
    const toast = await raiseToast(page)
    const box = (await toast.boundingBox())!
    const y = box.y + box.height / 2
    const drag = async (distance: number) => {
      await page.mouse.move(box.x + 40, y)
      await page.mouse.down()
      await page.mouse.move(box.x + 40 + distance / 2, y, { steps: 3 })
      await page.mouse.move(box.x + 40 + distance, y, { steps: 3 })
      await page.mouse.up()
    }
    await drag(30)
    await expect(toast.isVisible()).resolves.toBe(true)
    await drag(70)
    await toast.waitFor({ state: 'hidden' })
  })

  it('at 375 px sits at the top edge, clear of the chat input, and is one toast at a time', async () => {
    const page = await chatWithFailingServer(PHONE)
    const toast = await raiseToast(page)
    await raiseToast(page)
    await expect(region(page).getByRole('button', { name: 'Fechar notificação' }).count()).resolves.toBe(1)
    const toastBox = (await toast.boundingBox())!
    const inputBox = (await page.getByRole('textbox', { name: 'Mensagem para a assistente' }).boundingBox())!
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(inputBox.y)
    expect(toastBox.y).toBeLessThan(PHONE.height / 4)
  })

  it.each(['light', 'dark'] as const)('pass axe with a toast showing, %s', async (mode) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await chatWithFailingServer(viewport, mode)
      await raiseToast(page)
      expect(await seriousViolations(page)).toEqual([])
    }
  })
})
