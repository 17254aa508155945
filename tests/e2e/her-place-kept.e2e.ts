import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

/** In-app, as she goes, through the menu. */
async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
  await page.getByRole('link', { name: entry }).click()
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Mensagem para a assistente' })

describe('what she was writing in the chat is kept', () => {
  it('comes back after the dashboard and after a reload, never asking as she leaves; sent, it is gone', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    let asked = false
    page.on('dialog', (dialog) => {
      asked = true
      void dialog.dismiss()
    })
    await page.goto('/chat')
    await composer(page).fill('Os gêmeos acordaram de novo e eu')
    await openFromMenu(page, 'Dashboard')
    await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await openFromMenu(page, 'Chat IA')
    await expect.poll(() => composer(page).inputValue()).toBe('Os gêmeos acordaram de novo e eu')

    await composer(page).press('End')
    await composer(page).pressSequentially(' estou exausta')
    await page.reload()
    await expect.poll(() => composer(page).inputValue()).toBe('Os gêmeos acordaram de novo e eu estou exausta')
    expect(asked).toBe(false)

    await composer(page).press('Enter')
    await page.getByRole('log', { name: 'Conversa com a assistente' }).getByText('Os gêmeos acordaram de novo e eu estou exausta').waitFor()
    await page.reload()
    await page.getByRole('log', { name: 'Conversa com a assistente' }).getByText('Os gêmeos acordaram de novo e eu estou exausta').waitFor()
    expect(await composer(page).inputValue()).toBe('')
  })
})
