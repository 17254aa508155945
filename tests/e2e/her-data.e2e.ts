import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { partsReady } from './support/parts-ready'

const browser = useBrowser()

// Thursday 26 November 2026, 20:00 in São Paulo.
const THURSDAY = new Date('2026-11-26T20:00:00-03:00')

const entry = (i: number, activityId: string, type: string, minutes: number, endedAt: string) => ({
  id: `e${i}`,
  activityId,
  title: activityId,
  type,
  minutes,
  endedAt,
  startedFrom: 'dashboard',
})
const journal = {
  version: 1,
  entries: [
    entry(1, 'alongamento-energizante', 'exercise', 5, '2026-11-23T08:00:00.000-03:00'),
    entry(2, 'respiracao-da-calma', 'meditation', 5, '2026-11-24T21:00:00.000-03:00'),
    entry(3, 'respiracao-da-calma', 'meditation', 5, '2026-11-26T07:00:00.000-03:00'),
    entry(4, 'cafe-da-manha-rapido', 'food', 5, '2026-11-26T08:00:00.000-03:00'),
  ],
}
const account = { name: 'Ana Souza', email: 'ana@exemplo.com.br' }
const chat = [
  { text: 'Estou cansada hoje', sender: 'user', timestamp: THURSDAY.getTime() - 60_000 },
  { text: 'Que bom que você veio.', sender: 'ai', timestamp: THURSDAY.getTime() - 50_000 },
]

async function herDevice(options: { viewport?: typeof PHONE; colorScheme?: 'light' | 'dark' } = {}) {
  const page = await browser.newPage({ viewport: PHONE, ...options })
  await page.clock.install({ time: THURSDAY })
  await page.addInitScript(
    ([journal, chat, mode, account]) => {
      if (sessionStorage.getItem('seeded')) return // once: the test's reloads must not put it back
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('momento-mae-journal', JSON.stringify(journal))
      localStorage.setItem('momento-mae-chat', JSON.stringify(chat))
      localStorage.setItem('momento-mae-theme', mode)
      localStorage.setItem('momento-mae-account', JSON.stringify(account))
    },
    [journal, chat, options.colorScheme ?? 'light', account] as const,
  )
  return page
}

async function openProfile(page: Page) {
  await page.goto('/profile')
  await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor()
  // The progress and data cards come as they near the screen, or once the page is idle.
  await partsReady(page)
}

const region = (page: Page, name: string) => page.getByRole('region', { name })

/** What her dashboard, history and chat say, as she reads them. */
async function whatSheSees(page: Page) {
  await page.goto('/dashboard')
  await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
  const streak = await region(page, 'Sequência').getByRole('progressbar').getAttribute('aria-label')
  const goal = await region(page, 'Meta diária').getByText(/ de \d+ atividades? completas?$/).textContent()
  await openProfile(page)
  const weeks = await region(page, 'Seu progresso').getByRole('listitem').allTextContents()
  const name = await page.getByLabel('Nome', { exact: true }).inputValue()
  await page.goto('/chat')
  const said = await page.getByText('Estou cansada hoje').count()
  return { streak, goal, weeks, name, said }
}

describe('Seu progresso', () => {
  it('shows her last 12 weeks, read a week at a time, her minutes this week and her longest streak', async () => {
    const page = await herDevice()
    await openProfile(page)
    const history = region(page, 'Seu progresso')
    const weeks = history.getByRole('list', { name: 'Últimas 12 semanas' }).getByRole('listitem')
    expect(await weeks.count()).toBe(12)
    expect(await weeks.last().textContent()).toBe('Semana de 23 a 29 de novembro: 3 dias, 20 minutos')
    expect(await history.getByText('Minutos esta semana').locator('xpath=following-sibling::dd').textContent()).toBe('20')
    expect(await history.getByText('Maior sequência').locator('xpath=following-sibling::dd').textContent()).toBe('3 dias')
  })

  it("'Mostrar sequência' off hides the streak on the dashboard and in her history, and is kept", async () => {
    const page = await herDevice()
    await openProfile(page)
    const showStreak = page.getByRole('switch', { name: 'Mostrar sequência' })
    expect(await showStreak.isChecked()).toBe(true)
    await page.getByText('Os dias seguidos no painel e no seu progresso').click()
    await expect.poll(() => showStreak.isChecked()).toBe(false)
    await expect.poll(() => page.getByText('Maior sequência').count()).toBe(0)
    await page.goto('/dashboard')
    await region(page, 'Meta diária').waitFor()
    expect(await region(page, 'Sequência').count()).toBe(0)
    await page.reload()
    await region(page, 'Meta diária').waitFor()
    expect(await region(page, 'Sequência').count()).toBe(0)
  })
})

describe('Seus dados', () => {
  it('export, erase, import: the same dashboard, history and chat', async () => {
    const page = await herDevice()
    const before = await whatSheSees(page)
    expect(before).toMatchObject({ streak: 'Sequência de 3 dias seguidos', goal: '2 de 3 atividades completas', name: 'Ana Souza', said: 1 })

    await openProfile(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar meus dados' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('momento-mae-dados-2026-11-26.json')
    const file = await download.path()
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ format: 'momento-mae-dados', version: 1 })

    await page.getByRole('button', { name: 'Apagar meus dados' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Apagar meus dados?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Apagar tudo' }).click()
    await page.waitForURL('**/login')
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('momento-mae-')))).toEqual([])

    await openProfile(page)
    // Her sign-up went with the rest: the profile is the sample's until the file comes back.
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Maria Silva')
    await page.getByLabel('Arquivo com seus dados').setInputFiles(file)
    await page.waitForURL('**/dashboard')
    expect(await whatSheSees(page)).toEqual(before)
  }, 60_000)

  it('refuses a damaged file with a message, and changes nothing', async () => {
    const page = await herDevice()
    await openProfile(page)
    const before = await page.evaluate(() => JSON.stringify(localStorage))
    await page.getByLabel('Arquivo com seus dados').setInputFiles({
      name: 'dados.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "momento-mae-dados", "version": 1, "data": {"momento-mae-journal": "{quebrado'),
    })
    await region(page, 'Seus dados').getByRole('alert').getByText('Este arquivo não é uma cópia dos dados do Momento Mãe. Nada foi alterado.').waitFor()
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before)
  })

  it('Cancelar keeps everything', async () => {
    const page = await herDevice()
    await openProfile(page)
    await page.getByRole('button', { name: 'Apagar meus dados' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Apagar meus dados?' })
    await dialog.waitFor()
    // Focus starts on the choice that keeps everything.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar')
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-journal'))).not.toBeNull()
    expect(page.url()).toMatch(/\/profile$/)
  })
})

describe('the profile with her history and her data, axe', () => {
  it.each([
    ['375 px, light', PHONE, 'light'],
    ['375 px, dark', PHONE, 'dark'],
    ['1280 px, light', DESKTOP, 'light'],
    ['1280 px, dark', DESKTOP, 'dark'],
  ] as const)('%s: no serious or critical violation', async (_name, viewport, colorScheme) => {
    const page = await herDevice({ viewport, colorScheme })
    await openProfile(page)
    await region(page, 'Seu progresso').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})
