import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { PHONE, useBrowser } from './support/browser'

// Issue 37's smaller findings (11) that the other browser tests do not already hold.
const browser = useBrowser()

describe('a journal this phone cannot read', () => {
  it.each(['light', 'dark'] as const)('%s: is said kindly on the dashboard and in Seu progresso, and not erased', async (colorScheme) => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme })
    await page.addInitScript((mode) => {
      localStorage.setItem('momento-mae-theme', mode)
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('momento-mae-journal', '{"version":1,"entries":')
      sessionStorage.setItem('seeded', '1')
    }, colorScheme)
    await page.goto('/dashboard')
    const notice = page.getByText(/^Não conseguimos ler o histórico de atividades guardado neste aparelho/)
    await notice.waitFor()
    await page.getByText('0 de 3 atividades completas').waitFor() // a zero, said why
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/profile')
    await page.getByRole('heading', { name: 'Seu progresso' }).waitFor()
    await notice.waitFor()
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-journal'))).toBe('{"version":1,"entries":') // not erased
  })
})

describe('a toast for something she did', () => {
  it("'Perfil atualizado' wears a check, not the info sign", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto('/profile')
    const field = page.getByLabel('Idade dos filhos')
    await field.fill('8 meses')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    const toast = page.getByRole('region', { name: 'Notificações (F8)' }).getByRole('status')
    await toast.getByText('Perfil atualizado').waitFor()
    expect(await toast.locator('svg.lucide-circle-check').count()).toBe(1)
    expect(await toast.locator('svg.lucide-info').count()).toBe(0)
  })
})
