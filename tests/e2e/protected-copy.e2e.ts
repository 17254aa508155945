import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser, type PageOptions } from './support/browser'
import { partsReady } from './support/parts-ready'

const browser = useBrowser()

// Thursday 26 November 2026, 20:00 in São Paulo.
const THURSDAY = new Date('2026-11-26T20:00:00-03:00')

const journal = {
  version: 1,
  entries: [
    {
      id: 'e1',
      activityId: 'respiracao-da-calma',
      title: 'respiracao-da-calma',
      type: 'meditation',
      minutes: 5,
      endedAt: '2026-11-26T07:00:00.000-03:00',
      startedFrom: 'dashboard',
    },
  ],
}
const moods = { version: 1, moods: [{ day: '2026-11-26', level: 'mal', words: ['cansada'], at: '2026-11-26T19:00:00.000-03:00' }] }
const account = { name: 'Ana Souza', email: 'ana@exemplo.com.br' }
const routines = { version: 1, routines: [{ id: 'minha-r1', title: 'Minha pausa', description: '', activityIds: ['ombros-soltos'] }] }
const safetyPlan = { version: 1, parts: [{ id: 'warningSigns', text: 'Não durmo nem quando o bebê dorme.' }, { id: 'pessoa-ana', name: 'Ana', phone: '(11) 98765-4321' }] }
const seeds = {
  'momento-mae-journal': journal,
  'momento-mae-moods': moods,
  'momento-mae-account': account,
  'momento-mae-routines': routines,
  'momento-mae-safety-plan': safetyPlan,
}

/** A phone of hers: its own browser context, so its own storage, on the real server. */
async function phone(options: PageOptions & { seeded?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE, ...options })
  await page.clock.install({ time: THURSDAY })
  await page.addInitScript(
    ([seeds, mode]) => {
      if (sessionStorage.getItem('seeded')) return // once: reloads must not put it back
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('momento-mae-theme', mode)
      for (const [key, value] of Object.entries(seeds)) localStorage.setItem(key, JSON.stringify(value))
    },
    [options.seeded ? seeds : {}, options.colorScheme ?? 'light'] as const,
  )
  return page
}

const card = (page: Page) => page.getByRole('region', { name: 'Se você trocar de celular' })

async function openCopyCard(page: Page) {
  await page.goto('/profile')
  await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor()
  await partsReady(page)
  await card(page).scrollIntoViewIfNeeded()
}

const kept = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-protected-copy') ?? 'null') as { version: number; dirty: boolean } | null)

const stored = (page: Page, key: string) => page.evaluate((key) => localStorage.getItem(key), key)

/** Turns the copy on from Perfil, as she does, and gives back the code it showed. */
async function turnOn(page: Page): Promise<string> {
  await card(page).getByText(/^Se você perder ou trocar de celular/).click()
  const shown = card(page).getByTestId('codigo-de-recuperacao')
  await shown.waitFor()
  const code = (await shown.textContent())!
  await card(page).getByRole('button', { name: 'Já guardei o código' }).click()
  await card(page).getByLabel('Digite o 7º grupo (o último) do código').fill(code.slice(-4))
  await card(page).getByRole('button', { name: 'Ligar a cópia protegida' }).click()
  await card(page).getByText(/^Ligada\./).waitFor()
  return code
}

async function restore(page: Page, typed: string) {
  const field = card(page).getByLabel('Código de recuperação')
  if (!(await field.isVisible())) await card(page).getByRole('button', { name: 'Já tenho uma cópia' }).click()
  await field.fill(typed)
  await card(page).getByRole('button', { name: 'Recuperar meus dados' }).click()
}

describe('Cópia protegida', () => {
  it('turned on on one phone, restored on another with the code typed her way (journal, mood, routine, safety plan), kept current, and gone with her data', async () => {
    // A wrong code's 404, the send tried offline and the send refused as behind (412) are what the
    // browser logs; they are the test's purpose.
    browser.allowConsoleError(/404|412/)
    browser.allowConsoleError(/ERR_INTERNET_DISCONNECTED/)
    const a = await phone({ seeded: true })
    await openCopyCard(a)
    const toggle = card(a).getByRole('switch', { name: 'Cópia protegida' })
    expect(await toggle.isChecked()).toBe(false)
    await card(a).getByText(/^Se você perder ou trocar de celular/).click()

    const shown = card(a).getByTestId('codigo-de-recuperacao')
    await shown.waitFor()
    const code = (await shown.textContent())!
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4} ){6}[0-9A-HJKMNP-TV-Z]{4}$/)
    // Web Share where the browser has it: headless Chromium on Linux has none, so no button that does nothing.
    const canShare = await a.evaluate(() => typeof navigator.share === 'function')
    expect(await card(a).getByRole('button', { name: 'Compartilhar' }).count()).toBe(canShare ? 1 : 0)
    expect(await card(a).getByRole('button', { name: 'Copiar' }).isVisible()).toBe(true)
    expect(await card(a).getByRole('button', { name: 'Salvar como arquivo' }).isVisible()).toBe(true)
    expect(await seriousViolations(a)).toEqual([])

    await card(a).getByRole('button', { name: 'Já guardei o código' }).click()
    const lastGroup = card(a).getByLabel('Digite o 7º grupo (o último) do código')
    await lastGroup.fill('XXXX')
    await card(a).getByRole('button', { name: 'Ligar a cópia protegida' }).click()
    await card(a).getByRole('alert').filter({ hasText: 'não confere' }).waitFor()
    await lastGroup.fill(code.slice(-4).toLowerCase())
    await card(a).getByRole('button', { name: 'Ligar a cópia protegida' }).click()
    await card(a).getByText(/^Ligada\./).waitFor()
    expect(await card(a).getByRole('switch', { name: 'Cópia protegida' }).isChecked()).toBe(true)
    expect(await kept(a)).toMatchObject({ version: 1, dirty: false })

    // Phone B, new, in the dark: a code that cannot be one, a wrong one, then hers typed another way.
    const b = await phone({ viewport: DESKTOP, colorScheme: 'dark' })
    await openCopyCard(b)
    await card(b).getByRole('button', { name: 'Já tenho uma cópia' }).click()
    expect(await seriousViolations(b)).toEqual([])
    await restore(b, '1234')
    await card(b).getByRole('alert').filter({ hasText: 'O código de recuperação tem 28 letras e números' }).waitFor()
    await restore(b, 'ZZZZ ZZZZ ZZZZ ZZZZ ZZZZ ZZZZ ZZZZ')
    await card(b).getByRole('alert').filter({ hasText: 'Não encontramos uma cópia com este código' }).waitFor()
    const herWay = ` ${code.replace(/ /g, '').toLowerCase().replace(/(.{7})/g, '$1  ')} `
    await restore(b, herWay)
    await b.waitForURL('**/dashboard')
    expect(JSON.parse((await stored(b, 'momento-mae-journal'))!)).toMatchObject({ entries: [{ id: 'e1' }] })
    expect(JSON.parse((await stored(b, 'momento-mae-moods'))!)).toMatchObject({ moods: [{ day: '2026-11-26', level: 'mal', words: ['cansada'] }] })
    expect(JSON.parse((await stored(b, 'momento-mae-account'))!)).toEqual(account)
    expect(JSON.parse((await stored(b, 'momento-mae-routines'))!)).toEqual(routines)
    expect(JSON.parse((await stored(b, 'momento-mae-safety-plan'))!)).toEqual(safetyPlan)
    // Her journal, her routine and her plan, as she reads them on the new phone.
    await b.goto('/meu-plano')
    await b.getByRole('article', { name: 'Minha pausa' }).waitFor()
    await b.goto('/plano-de-seguranca')
    await b.getByRole('link', { name: 'Ligar para Ana, (11) 98765-4321' }).waitFor()
    expect(await kept(b)).toMatchObject({ version: 1 })

    // A changes her name offline: queued, sent when she is back online, a few minutes after the change.
    await a.context().setOffline(true)
    await a.getByLabel('Nome', { exact: true }).fill('Ana Lima')
    await a.getByRole('button', { name: 'Salvar Alterações' }).click()
    await a.clock.runFor(4 * 60 * 1000)
    await card(a).getByText(/Sem conexão agora/).waitFor()
    await a.context().setOffline(false)
    await expect.poll(async () => (await kept(a))?.version, { timeout: 15_000 }).toBe(2)

    // B, still at version 1, records an activity: its send is refused as behind, so it joins A's newer
    // copy first and sends both (version 3); A's name is never written over by B's older one.
    await b.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('momento-mae-journal')!) as { version: number; entries: object[] }
      const entry = { id: 'e2', activityId: 'ombros-soltos', title: 'ombros-soltos', type: 'exercise', minutes: 3, endedAt: '2026-11-26T20:01:00.000-03:00', startedFrom: 'dashboard' }
      localStorage.setItem('momento-mae-journal', JSON.stringify({ ...stored, entries: [...stored.entries, entry] }))
    })
    await b.clock.runFor(4 * 60 * 1000)
    await expect.poll(async () => (await kept(b))?.version, { timeout: 15_000 }).toBe(3)
    await openCopyCard(b)
    expect(await b.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Lima')
    expect(JSON.parse((await stored(b, 'momento-mae-journal'))!)).toMatchObject({ entries: [{ id: 'e1' }, { id: 'e2' }] })
    // A, opened again, brings in B's activity.
    await openCopyCard(a)
    await expect.poll(async () => (await kept(a))?.version, { timeout: 15_000 }).toBe(3)
    expect(JSON.parse((await stored(a, 'momento-mae-journal'))!)).toMatchObject({ entries: [{ id: 'e1' }, { id: 'e2' }] })
    expect(await a.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Lima')

    // 'Apagar meus dados' on A: nothing left for a third phone to restore.
    await a.getByRole('button', { name: 'Apagar meus dados' }).click()
    await a.getByRole('alertdialog', { name: 'Apagar meus dados?' }).getByRole('button', { name: 'Apagar tudo' }).click()
    await a.waitForURL('**/login')
    const c = await phone()
    await openCopyCard(c)
    await restore(c, code)
    await card(c).getByRole('alert').filter({ hasText: 'Não encontramos uma cópia com este código' }).waitFor()
  }, 120_000)

  it("turned off after a question, the server's copy is gone: another phone finds nothing with her code", async () => {
    browser.allowConsoleError(/404/)
    const a = await phone({ seeded: true })
    await openCopyCard(a)
    const code = await turnOn(a)
    await card(a).getByText(/^Ligada\./).click()
    const dialog = a.getByRole('alertdialog', { name: 'Desligar a cópia protegida?' })
    await dialog.waitFor()
    expect(await seriousViolations(a)).toEqual([])
    await dialog.getByRole('button', { name: 'Desligar e apagar a cópia' }).click()
    await expect.poll(() => card(a).getByRole('switch', { name: 'Cópia protegida' }).isChecked()).toBe(false)
    // The switch is drawn off as the machine decides; what it keeps is written just after.
    await expect.poll(() => kept(a)).toBeNull()
    // Her data stays on this phone.
    expect(JSON.parse((await stored(a, 'momento-mae-journal'))!)).toMatchObject({ entries: [{ id: 'e1' }] })

    const b = await phone({ colorScheme: 'dark' })
    await openCopyCard(b)
    await restore(b, code)
    await card(b).getByRole('alert').filter({ hasText: 'Não encontramos uma cópia com este código' }).waitFor()
    expect(await seriousViolations(b)).toEqual([])
  }, 60_000)
})
