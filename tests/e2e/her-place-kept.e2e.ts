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

    await composer(page).press('Control+End') // the end of her text, not of its first line
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

describe("'Depois do parto' where she looks for it", () => {
  const afterBirthPage = async (page: Page) => {
    await page.waitForURL('**/depois-do-parto')
    await page.getByRole('heading', { level: 1, name: 'Depois do parto' }).waitFor()
  }

  it("from the chat's answer about the weeks after the birth ('Ler mais')", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/chat')
    await composer(page).fill('o que é baby blues?')
    await composer(page).press('Enter')
    const reply = page.getByRole('log', { name: 'Conversa com a assistente' }).getByRole('listitem').filter({ hasText: 'Nos primeiros dias depois do parto' })
    await reply.getByRole('link', { name: 'Ler mais: Depois do parto' }).click()
    await afterBirthPage(page)
  })

  it("from Meu Plano's library, its own entry in Meditações", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/meu-plano')
    await page.getByRole('tab', { name: 'Meditações' }).click()
    await page.getByRole('region', { name: 'Depois do parto' }).getByRole('link', { name: 'Ler sobre o depois do parto' }).click()
    await afterBirthPage(page)
  })

  it("from 'Muito mal' in 'Como você está agora?'", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/dashboard')
    const question = page.getByRole('region', { name: 'Como você está agora?' })
    await question.getByRole('button', { name: 'Muito mal', exact: true }).click()
    await question.getByRole('region', { name: 'Sinto muito que hoje esteja tão difícil.' }).getByRole('link', { name: 'Depois do parto' }).click()
    await afterBirthPage(page)
  })
})

describe("Meu Plano's subtitle says what is true", () => {
  it("'Rotinas prontas…' before her first routine, 'Suas rotinas e atividades salvas' once she has one, after a reload too", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/meu-plano')
    const header = page.locator('main header, main').first()
    await header.getByText('Rotinas prontas e atividades para o seu tempo').waitFor()
    await expect(header.getByText('Suas rotinas e atividades salvas').count()).resolves.toBe(0)

    await page.getByRole('button', { name: 'Nova Rotina' }).click()
    const form = page.getByRole('dialog', { name: 'Nova Rotina' })
    await form.getByLabel(/Nome da rotina/).fill('Minha pausa')
    await form.getByRole('button', { name: 'Adicionar Ombros soltos' }).click()
    await form.getByRole('button', { name: 'Salvar rotina' }).click()
    await page.getByRole('article', { name: 'Minha pausa' }).waitFor()
    await header.getByText('Suas rotinas e atividades salvas').waitFor()
    await expect(header.getByText('Rotinas prontas e atividades para o seu tempo').count()).resolves.toBe(0)

    await page.reload()
    await header.getByText('Suas rotinas e atividades salvas').waitFor()
  })
})

describe("one index: every activity the dashboard and the madrugada show starts from the chat's 'Fazer agora'", () => {
  // Seventeen activities, each asked for and opened: longer than one screen's test.
  it('each is found by its name and opens in the player', { timeout: 180_000 }, async () => {
    const { quickActivities } = await import('../../src/data/quick-activities')
    const { library } = await import('../../src/data/library/library')
    const titles = [
      ...new Set([
        ...Object.values(quickActivities).flatMap((activities) => activities.map((activity) => activity.title)),
        ...library.filter((entry) => entry.moments?.includes('madrugada')).map((entry) => entry.title),
      ]),
    ]
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/chat')
    const log = page.getByRole('log', { name: 'Conversa com a assistente' })
    for (const [index, title] of titles.entries()) {
      await composer(page).fill(`quero fazer ${title}`)
      await composer(page).press('Enter')
      // Her message, then the reply: each a bubble with its time; the reply's 'Fazer agora' names what it opens.
      const reply = log.getByRole('listitem').filter({ has: page.locator('time') }).nth(2 * index + 2)
      const doItNow = reply.getByRole('button', { name: /^Fazer agora: / })
      const name = (await doItNow.getAttribute('aria-label'))!.replace(/^Fazer agora: /, '').replace(/, \d+ minutos?$/, '')
      await doItNow.click()
      const player = page.getByRole('dialog', { name })
      await player.getByRole('button', { name: 'Começar' }).waitFor()
      await page.keyboard.press('Escape') // not started: it closes without asking
      await player.waitFor({ state: 'detached' })
    }
  })
})
