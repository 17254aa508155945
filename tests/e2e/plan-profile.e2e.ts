import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

const selected = (page: Page, name: string) => page.getByRole('tab', { name }).getAttribute('aria-selected')
const visibleCards = (page: Page) => page.getByRole('article').evaluateAll((cards) =>
  cards.filter((card) => (card as HTMLElement).offsetParent !== null).map((card) => card.querySelector('h2')?.textContent),
)

describe('Meu Plano', () => {
  it("marks the routine she did today 'Concluído hoje', from her journal, until 03:00", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.clock.install({ time: new Date('2026-01-05T20:00:00-03:00') })
    await page.goto('/meu-plano')
    await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()
    await expect(page.getByText('Concluído hoje').count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: 'Começar' }).count()).resolves.toBe(3)
    await page.evaluate(() => {
      const routine = {
        id: 'r1',
        activityId: 'pausa-da-tarde',
        title: 'Pausa da Tarde',
        type: 'routine',
        minutes: 20,
        startedFrom: 'plan',
      }
      const entries = [{ ...routine, endedAt: '2026-01-05T15:00:00.000-03:00' }]
      localStorage.setItem('momento-mae-journal', JSON.stringify({ version: 1, entries }))
    })
    await page.reload()
    const card = page.getByRole('article', { name: 'Pausa da Tarde' })
    await card.getByText('Concluído hoje').waitFor()
    await card.getByRole('button', { name: 'Repetir' }).waitFor()
    await expect(page.getByRole('button', { name: 'Começar' }).count()).resolves.toBe(2)
    await page.clock.pauseAt(new Date('2026-01-06T03:00:00-03:00'))
    await page.clock.runFor(1000)
    await card.getByRole('button', { name: 'Começar' }).waitFor()
    await expect(page.getByText('Concluído hoje').count()).resolves.toBe(0)
  })

  it('opens on Rotinas and switches tabs by click and by arrow keys', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/meu-plano')
    await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()
    await page.getByText('Rotinas prontas e atividades para o seu tempo').waitFor()
    await page.getByRole('button', { name: 'Nova Rotina' }).waitFor()
    expect(await selected(page, 'Rotinas')).toBe('true')
    expect(await visibleCards(page)).toHaveLength(3)
    await expect(page.getByText('20 min total').count()).resolves.toBe(3)

    await page.getByRole('tab', { name: 'Exercícios' }).click()
    // The spec's sample cards first, then the library's exercises.
    await expect.poll(async () => (await visibleCards(page)).slice(0, 2)).toEqual(['Alongamento de Pescoço e Ombros', 'Fortalecimento Suave'])
    await page.getByText('7 min', { exact: true }).waitFor()

    await page.keyboard.press('ArrowRight')
    await expect.poll(() => selected(page, 'Meditações')).toBe('true')
    await expect.poll(async () => (await visibleCards(page))[0]).toBe('Meditação da Gratidão')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => selected(page, 'Receitas')).toBe('true')
    await page.keyboard.press('ArrowRight') // wraps around to the first tab
    await expect.poll(() => selected(page, 'Rotinas')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => selected(page, 'Receitas')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Receitas')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

describe('Perfil', () => {
  it('saves the profile on the device: it is still there after a reload', async () => {
    const page = await browser.newPage()
    await page.goto('/profile')
    await expect(page.getByLabel('Nome').inputValue()).resolves.toBe('Maria Silva')
    await expect(page.getByLabel('Tempo disponível').inputValue()).resolves.toBe('10-20')
    await page.getByLabel('Nome').fill('Joana Lima')
    await page.getByLabel('E-mail').fill('joana@exemplo.com.br')
    await page.getByLabel('Idade', { exact: true }).fill('38')
    await page.getByLabel('Idade dos filhos').fill('1 e 4 anos')
    await page.getByLabel('Tempo disponível').selectOption('30+')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    const toast = page.getByRole('region', { name: 'Notificações (F8)' }).getByRole('status')
    await toast.getByText('Perfil atualizado').waitFor()
    await toast.getByText('Suas alterações foram salvas.').waitFor()

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor()
    await expect(page.getByLabel('Nome').inputValue()).resolves.toBe('Joana Lima')
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('joana@exemplo.com.br')
    await expect(page.getByLabel('Idade', { exact: true }).inputValue()).resolves.toBe('38')
    await expect(page.getByLabel('Idade dos filhos').inputValue()).resolves.toBe('1 e 4 anos')
    await expect(page.getByLabel('Tempo disponível').inputValue()).resolves.toBe('30+')
  })

  it('the browser checks the e-mail: an invalid one is not saved', async () => {
    const page = await browser.newPage()
    await page.goto('/profile')
    await page.getByLabel('E-mail').fill('maria-sem-arroba')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    expect(await page.getByLabel('E-mail').evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe('')
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-profile'))).toBeNull()
  })

  it('Modo Escuro sets the real theme, in step with the header toggle, and is kept', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/profile')
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const darkSwitch = page.getByRole('switch', { name: 'Modo Escuro' })
    expect(await darkSwitch.isChecked()).toBe(false)
    expect(await isDark()).toBe(false)

    await page.getByText('Modo Escuro', { exact: true }).click()
    await expect.poll(isDark).toBe(true)
    expect(await darkSwitch.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Ativar modo claro' }).waitFor()

    await page.reload()
    expect(await isDark()).toBe(true)
    expect(await page.getByRole('switch', { name: 'Modo Escuro' }).isChecked()).toBe(true)

    await page.getByRole('button', { name: 'Ativar modo claro' }).click()
    await expect.poll(() => page.getByRole('switch', { name: 'Modo Escuro' }).isChecked()).toBe(false)
    expect(await isDark()).toBe(false)
  })

  // On only while a reminder exists (docs/product.md, Reminders); reminders.e2e.ts turns one on and off.
  it('Notificações is off on a new device, with what it does beside it', async () => {
    const page = await browser.newPage()
    await page.goto('/profile')
    const notifications = page.getByRole('switch', { name: 'Notificações' })
    expect(await notifications.isChecked()).toBe(false)
    await page.getByText('Receber lembretes de atividades').waitFor()
    expect(await page.getByLabel('Horário do lembrete').count()).toBe(0)
  })

  it('Sair goes to the login screen', async () => {
    const page = await browser.newPage()
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor()
  })

  it('is one column at 375 px and two form columns at 1280 px', async () => {
    const boxes = async (page: Page) => ({
      name: await page.getByLabel('Nome').boundingBox(),
      email: await page.getByLabel('E-mail').boundingBox(),
    })
    const phone = await browser.newPage({ viewport: PHONE })
    await phone.goto('/profile')
    const small = await boxes(phone)
    expect(small.email!.y).toBeGreaterThan(small.name!.y)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    const desktop = await browser.newPage({ viewport: DESKTOP })
    await desktop.goto('/profile')
    const large = await boxes(desktop)
    expect(large.email!.y).toBe(large.name!.y)
    expect(large.email!.x).toBeGreaterThan(large.name!.x)
  })
})
