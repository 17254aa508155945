import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import { partsReady } from './support/parts-ready'

const browser = useBrowser()

// Thursday 26 November 2026, 20:00 in São Paulo: the evening's suggestion.
const THURSDAY = new Date('2026-11-26T20:00:00-03:00')
const QUESTION = 'Como você está agora?'

/** One answer a day for the days before today (1: yesterday), as the device keeps them. */
const moodsBefore = (levels: readonly string[]) => ({
  version: 1,
  moods: levels.map((level, index) => {
    const day = new Date(Date.UTC(2026, 10, 26 - (index + 1))).toISOString().slice(0, 10)
    return { day, level, words: [], at: `${day}T21:00:00.000-03:00` }
  }),
})

async function herPhone(seed?: object): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE })
  await page.clock.install({ time: THURSDAY })
  if (seed) await page.addInitScript((moods) => localStorage.setItem('momento-mae-moods', moods), JSON.stringify(seed))
  return page
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard')
  await question(page).waitFor()
}

const question = (page: Page) => page.getByRole('region', { name: QUESTION })
const face = (page: Page, name: string) => question(page).getByRole('button', { name, exact: true })
const suggestionList = (page: Page) => page.getByRole('list', { name: 'Atividades da sugestão' }).getByRole('listitem')

describe('Como você está agora?', () => {
  it('answered in two taps, kept after a reload, in her history, in the export, and gone with her data', async () => {
    const page = await herPhone()
    await openDashboard(page)
    expect(await suggestionList(page).first().textContent()).toBe('Respiração da Calma')
    await face(page, 'Mal').click()
    await question(page).getByText('Hoje você está: Mal.').waitFor()
    await question(page).getByRole('button', { name: 'cansada' }).click()
    // 'cansada' puts rest first in the evening's suggestion.
    await expect.poll(() => suggestionList(page).first().textContent()).toBe('Descansar deitada, mesmo sem dormir')

    await page.reload()
    await question(page).getByText('Hoje você está: Mal.').waitFor()
    expect(await question(page).getByRole('button', { name: 'cansada' }).getAttribute('aria-pressed')).toBe('true')
    expect(await suggestionList(page).first().textContent()).toBe('Descansar deitada, mesmo sem dormir')

    await page.goto('/profile')
    const week = page.getByRole('list', { name: 'Como você se sentiu esta semana' }).getByRole('listitem')
    await partsReady(page) // the progress card comes as it nears the screen, or once the page is idle
    expect(await week.count()).toBe(7)
    expect(await week.nth(3).getAttribute('aria-label')).toBe('quinta-feira, 26: Mal, nenhuma atividade')
    expect(await week.nth(2).getAttribute('aria-label')).toBe('quarta-feira, 25: sem resposta, nenhuma atividade')

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar meus dados' }).click()])
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { data: Record<string, string> }
    expect(JSON.parse(exported.data['momento-mae-moods']!)).toMatchObject({ version: 1, moods: [{ day: '2026-11-26', level: 'mal', words: ['cansada'] }] })

    await page.getByRole('button', { name: 'Apagar meus dados' }).click()
    await page.getByRole('alertdialog', { name: 'Apagar meus dados?' }).getByRole('button', { name: 'Apagar tudo' }).click()
    await page.waitForURL('**/login')
    await openDashboard(page)
    await face(page, 'Mal').waitFor()
    expect(await question(page).getByText('Hoje você está').count()).toBe(0)
    expect(await face(page, 'Mal').getAttribute('aria-pressed')).toBe('false')
  }, 60_000)

  it("changeable that day: 'Mudar' and another face keep her words", async () => {
    const page = await herPhone()
    await openDashboard(page)
    await face(page, 'Bem').click()
    await question(page).getByRole('button', { name: 'ansiosa' }).click()
    await question(page).getByText('Por isso, a sugestão do dia começa com uma respiração.').waitFor()
    expect(await suggestionList(page).first().textContent()).toBe('Respiração da Calma')
    await question(page).getByRole('button', { name: 'Mudar' }).click()
    await face(page, 'Mais ou menos').click()
    await question(page).getByText('Hoje você está: Mais ou menos.').waitFor()
    expect(await question(page).getByRole('button', { name: 'ansiosa' }).getAttribute('aria-pressed')).toBe('true')
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-moods')!) as { moods: unknown[] })
    expect(kept.moods).toMatchObject([{ level: 'mais-ou-menos', words: ['ansiosa'] }])
  })

  it("'Muito mal' shows the help at once, kindly, with her safety plan", async () => {
    const page = await herPhone()
    await openDashboard(page)
    await face(page, 'Muito mal').click()
    const help = question(page).getByRole('region', { name: 'Sinto muito que hoje esteja tão difícil.' })
    await help.waitFor()
    expect(await help.getByRole('list', { name: 'CVV · 188' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'tel:188',
      'https://cvv.org.br/',
    ])
    expect(await help.getByRole('link', { name: 'Ligar para o SAMU, 192' }).getAttribute('href')).toBe('tel:192')
    await help.getByRole('link', { name: 'Meu plano de segurança' }).click()
    await page.waitForURL('**/plano-de-seguranca')
  })

  it('a day that turns (03:00) asks again; a new answer does not change yesterday', async () => {
    const page = await herPhone()
    await openDashboard(page)
    await face(page, 'Muito bem').click()
    await question(page).getByText('Hoje você está: Muito bem.').waitFor()
    await page.clock.fastForward(7 * 3_600_000 + 60_000) // 03:01 on Friday
    await face(page, 'Muito bem').waitFor()
    expect(await face(page, 'Muito bem').getAttribute('aria-pressed')).toBe('false')
    await face(page, 'Bem').click()
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-moods')!) as { moods: unknown[] })
    expect(kept.moods).toMatchObject([{ day: '2026-11-26', level: 'muito-bem' }, { day: '2026-11-27', level: 'bem' }])
  })
})

describe('the gentle card after weeks of feeling down', () => {
  const card = (page: Page) => page.getByRole('region', { name: 'Um recado com carinho' })

  it("appears when 8 of her last 14 days were 'Mal' or worse, with the CVV one tap away", async () => {
    const page = await herPhone(moodsBefore(['mal', 'bem', 'muito-mal', 'mal', 'mais-ou-menos', 'mal', 'muito-mal', 'mal', 'mal', 'mal']))
    await openDashboard(page)
    await card(page).waitFor()
    expect(await card(page).textContent()).toContain('comum, e tem tratamento')
    expect(await card(page).textContent()).toContain('UBS')
    expect(await card(page).getByRole('link', { name: 'Ligar para o CVV, 188' }).getAttribute('href')).toBe('tel:188')
  })

  it('not with 7 of 14; answering today the eighth brings it', async () => {
    const page = await herPhone(moodsBefore(['mal', 'mal', 'mal', 'muito-mal', 'mal', 'mal', 'mal', 'bem']))
    await openDashboard(page)
    expect(await card(page).count()).toBe(0)
    await face(page, 'Mal').click()
    await card(page).waitFor()
  })
})
