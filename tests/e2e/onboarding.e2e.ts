import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

const step = (page: Page, number: number) => page.getByText(`Passo ${number} de 3`, { exact: true }).waitFor()
const checked = (page: Page, role: 'radio' | 'checkbox', name: string) => page.getByRole(role, { name }).isChecked()
const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-onboarding') ?? 'null'))

describe('onboarding', () => {
  it('signup → the three steps, back and forth → Finalizar → dashboard, and the profile shows her name, e-mail and answers', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/signup')
    await page.getByLabel('Nome').fill('Joana Prado')
    await page.getByLabel('E-mail').fill('joana@exemplo.com.br')
    await page.locator('input[name="password"]').fill('segredo')
    await page.getByLabel('Confirmar Senha').fill('segredo')
    await page.getByRole('button', { name: 'Cadastrar' }).click()
    await page.waitForURL('**/onboarding')

    await step(page, 1)
    await expect(page.getByRole('button', { name: 'Voltar' }).count()).resolves.toBe(0)
    await page.getByLabel('Sua idade').fill('34')
    await page.getByLabel('Idade dos filhos').fill('3 meses e 4 anos')
    await page.getByRole('button', { name: 'Próximo' }).click()

    await step(page, 2)
    await expect(page.getByRole('heading', { level: 2, name: 'Seu tempo' }).evaluate((h) => h === document.activeElement)).resolves.toBe(true)
    await page.getByText('5-10 minutos', { exact: true }).click()
    await page.getByText('20-30 minutos', { exact: true }).click()
    expect(await checked(page, 'radio', '20-30 minutos')).toBe(true)
    expect(await checked(page, 'radio', '5-10 minutos')).toBe(false)
    await page.getByRole('button', { name: 'Voltar' }).click()

    await step(page, 1)
    await expect(page.getByLabel('Sua idade').inputValue()).resolves.toBe('34')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 2)
    expect(await checked(page, 'radio', '20-30 minutos')).toBe(true)
    await page.getByRole('button', { name: 'Próximo' }).click()

    await step(page, 3)
    await page.getByText('Relaxar e reduzir ansiedade', { exact: true }).click()
    await page.getByText('Melhorar alimentação', { exact: true }).click()
    await page.getByText('Fazer exercícios físicos', { exact: true }).click()
    await page.getByText('Fazer exercícios físicos', { exact: true }).click()
    expect(await checked(page, 'checkbox', 'Relaxar e reduzir ansiedade')).toBe(true)
    expect(await checked(page, 'checkbox', 'Fazer exercícios físicos')).toBe(false)
    await expect(page.getByRole('button', { name: 'Próximo' }).count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Finalizar' }).click()

    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { level: 1, name: /Mãe/ }).waitFor()
    expect(await kept(page)).toEqual({
      age: '34',
      childrenAges: '3 meses e 4 anos',
      availableTime: '20-30',
      goals: ['relaxar', 'alimentacao'],
    })

    await page.goto('/profile')
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor()
    // Who she said she is at sign-up, not the sample 'Maria Silva'.
    await expect(page.getByLabel('Nome').inputValue()).resolves.toBe('Joana Prado')
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('joana@exemplo.com.br')
    await expect(page.getByLabel('Idade', { exact: true }).inputValue()).resolves.toBe('34')
    await expect(page.getByLabel('Idade dos filhos').inputValue()).resolves.toBe('3 meses e 4 anos')
    await expect(page.getByLabel('Tempo disponível').inputValue()).resolves.toBe('20-30')
  })

  it('nothing is required: Próximo, Próximo, Finalizar goes straight to the dashboard', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, colorScheme: 'dark' })
    await page.goto('/onboarding')
    await step(page, 1)
    await page.getByLabel('Sua idade').press('Enter') // Enter in a field moves on, like Próximo
    await step(page, 2)
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 3)
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await page.waitForURL('**/dashboard')
  })

  it('her answers survive a reload of /onboarding', async () => {
    const page = await browser.newPage()
    await page.goto('/onboarding')
    await page.getByLabel('Sua idade').fill('29')
    await page.getByLabel('Idade dos filhos').fill('8 meses')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 2)
    await page.getByText('30+ minutos', { exact: true }).click()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 3)
    await page.getByText('Cuidar da saúde mental', { exact: true }).click()

    await page.reload()
    await step(page, 1)
    await expect(page.getByLabel('Sua idade').inputValue()).resolves.toBe('29')
    await expect(page.getByLabel('Idade dos filhos').inputValue()).resolves.toBe('8 meses')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 2)
    expect(await checked(page, 'radio', '30+ minutos')).toBe(true)
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 3)
    expect(await checked(page, 'checkbox', 'Cuidar da saúde mental')).toBe(true)
  })

  it('a corrupted value kept on the device falls back to an empty questionnaire', async () => {
    const page = await browser.newPage()
    await page.goto('/onboarding')
    await page.evaluate(() => localStorage.setItem('momento-mae-onboarding', '{"age": 3'))
    await page.reload()
    await step(page, 1)
    await expect(page.getByLabel('Sua idade').inputValue()).resolves.toBe('')
  })

  it('at 375 px the options are touch-sized and nothing overflows sideways', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/onboarding')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await step(page, 2)
    for (const name of ['5-10 minutos', '10-20 minutos', '20-30 minutos', '30+ minutos']) {
      const box = await page.getByText(name, { exact: true }).locator('xpath=ancestor::label[1]').boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
    }
    for (const name of ['Voltar', 'Próximo']) {
      expect((await page.getByRole('button', { name }).boundingBox())?.height).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
