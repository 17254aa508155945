import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
const pathname = (page: Page) => new URL(page.url()).pathname

/** In-app, as she goes: so the browser's back has a screen of the app behind it. */
async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
  await page.getByRole('link', { name: entry }).click()
  await page.getByRole('heading', { level: 1, name: entry }).waitFor()
}

/** The question's big button is the one that keeps: on a phone, the top one, solid and focused. */
async function expectKeepFirst(question: Locator, keep: string, lose: string) {
  await question.waitFor()
  const page = question.page()
  await expect.poll(() => focusedText(page)).toBe(keep)
  const [top, bottom] = await Promise.all([
    question.getByRole('button', { name: keep }).boundingBox(),
    question.getByRole('button', { name: lose }).boundingBox(),
  ])
  expect(top!.y).toBeLessThan(bottom!.y)
}

describe('forms ask before they discard', () => {
  it("the routine form asks 'Descartar?' on back, × and Escape; keeping is the default, and nothing she chose goes", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/dashboard')
    await openFromMenu(page, 'Meu Plano')
    await page.getByRole('button', { name: 'Nova Rotina' }).click()
    const form = page.getByRole('dialog', { name: 'Nova Rotina' })
    await form.getByLabel(/Nome da rotina/).fill('Minha pausa')
    await form.getByRole('button', { name: 'Adicionar Ombros soltos' }).click()
    const question = page.getByRole('alertdialog', { name: 'Descartar esta rotina?' })

    for (const leave of [
      () => page.evaluate(() => history.back()),
      () => form.getByRole('button', { name: 'Fechar' }).click(),
      () => form.getByLabel(/Nome da rotina/).press('Escape'),
    ]) {
      await leave()
      await expectKeepFirst(question, 'Continuar editando', 'Descartar')
      await page.keyboard.press('Enter')
      await question.waitFor({ state: 'hidden' })
      expect(await form.getByLabel(/Nome da rotina/).inputValue()).toBe('Minha pausa')
      expect(await form.locator('ol li[data-activity]').getAttribute('data-activity')).toBe('ombros-soltos')
      expect(pathname(page)).toBe('/meu-plano')
    }

    await form.getByRole('button', { name: 'Cancelar' }).click()
    await question.getByRole('button', { name: 'Descartar' }).click()
    await form.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-routines'))).toBeNull()

    // Nothing changed: back closes the form, asks nothing, and she stays on Meu Plano.
    await page.getByRole('button', { name: 'Nova Rotina' }).click()
    await form.getByLabel(/Nome da rotina/).waitFor()
    await page.evaluate(() => history.back())
    await form.waitFor({ state: 'hidden' })
    expect(await question.count()).toBe(0)
    expect(pathname(page)).toBe('/meu-plano')
  })

  it("Perfil asks before a link or back drops a change not saved, and refuses an age no one has", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/dashboard')
    await openFromMenu(page, 'Perfil')
    const name = page.getByLabel('Nome', { exact: true })
    await name.fill('Ana Souza')
    const question = page.getByRole('alertdialog', { name: 'Descartar alterações?' })

    await page.evaluate(() => history.back())
    await expectKeepFirst(question, 'Continuar editando', 'Descartar')
    await page.keyboard.press('Enter')
    await question.waitFor({ state: 'hidden' })
    await expect.poll(() => pathname(page)).toBe('/profile')
    expect(await name.inputValue()).toBe('Ana Souza')

    const age = page.getByLabel('Idade', { exact: true })
    for (const impossible of ['-5', '200']) {
      await age.fill(impossible)
      await page.getByRole('button', { name: 'Salvar Alterações' }).click()
      await page.getByText('Escreva sua idade em anos, de 12 a 99.').waitFor()
      expect(await age.evaluate((field) => field === document.activeElement)).toBe(true)
      expect(await page.evaluate(() => localStorage.getItem('momento-mae-profile'))).toBeNull()
    }
    await age.fill('29')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-profile') ?? '{}').age)).toBe('29')

    // Saved, nothing to lose: the menu's link goes at once.
    await openFromMenu(page, 'Meu Plano')
    await page.goto('/profile')
    await name.fill('Outra')
    await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
    await page.getByRole('link', { name: 'Dashboard' }).click()
    await question.getByRole('button', { name: 'Descartar' }).click()
    await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-profile') ?? '{}').name)).toBe('Ana Souza')
  })
})

describe('a question before an erasure keeps by default', () => {
  it("'Apagar meus dados?' and 'Apagar esta rotina?' put keeping on top, as 'Sair da rotina?' does", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Apagar meus dados' }).click()
    await expectKeepFirst(page.getByRole('alertdialog', { name: 'Apagar meus dados?' }), 'Cancelar', 'Apagar tudo')
    await page.keyboard.press('Escape')

    await page.addInitScript(() =>
      localStorage.setItem(
        'momento-mae-routines',
        JSON.stringify({ version: 1, routines: [{ id: 'minha-r1', title: 'Minha pausa', description: '', activityIds: ['ombros-soltos'] }] }),
      ),
    )
    await page.goto('/meu-plano')
    await page.getByRole('article', { name: 'Minha pausa' }).getByRole('button', { name: 'Editar' }).click()
    await page.getByRole('dialog', { name: 'Editar rotina' }).getByRole('button', { name: 'Apagar rotina' }).click()
    await expectKeepFirst(page.getByRole('alertdialog', { name: 'Apagar esta rotina?' }), 'Manter rotina', 'Apagar rotina')
  })
})
