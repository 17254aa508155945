import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'

const browser = useBrowser()

const form = (page: Page) => page.getByRole('dialog', { name: /Nova Rotina|Editar rotina/ })
const chosen = (page: Page) =>
  form(page).locator('ol li[data-activity]').evaluateAll((items) => items.map((item) => item.getAttribute('data-activity')))
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-routines') ?? 'null') as { version: number; routines: unknown[] } | null)

async function openNewRoutine(page: Page, viewport = PHONE) {
  await page.setViewportSize(viewport)
  await page.goto('/meu-plano')
  await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()
  await page.getByRole('button', { name: 'Nova Rotina' }).click()
  await form(page).getByLabel(/Nome da rotina/).waitFor()
}

describe('her own routines', () => {
  it('she creates one with two library activities, it survives a reload, she edits it and deletes it', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await openNewRoutine(page)
    const dialog = form(page)

    // Saving too soon says what is missing, and keeps what she typed.
    await dialog.getByLabel(/Descrição/).fill('Quando o bebê cochila.')
    await dialog.getByRole('button', { name: 'Salvar rotina' }).click()
    await dialog.getByText('Dê um nome à sua rotina.').first().waitFor()
    await dialog.getByText('Escolha pelo menos uma atividade.').first().waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? '')).toBe(
      await dialog.getByLabel(/Nome da rotina/).getAttribute('id'),
    )
    await expect(dialog.getByLabel(/Descrição/).inputValue()).resolves.toBe('Quando o bebê cochila.')

    await dialog.getByLabel(/Nome da rotina/).fill('Minha pausa')
    // By name, accents and case aside.
    await dialog.getByLabel('Buscar pelo nome').fill('RESPIRACAO DIAFRAGMATICA')
    await dialog.getByRole('button', { name: 'Adicionar Respiração diafragmática' }).click()
    // By kind.
    await dialog.getByLabel('Buscar pelo nome').fill('')
    await dialog.getByRole('group', { name: 'Tipo' }).getByRole('button', { name: 'Exercícios' }).click()
    await dialog.getByRole('button', { name: 'Adicionar Alongamento de pescoço' }).click()
    await expect.poll(() => chosen(page)).toEqual(['respiracao-diafragmatica', 'alongamento-pescoco'])
    await dialog.getByText('2 atividades · 8 minutos no total').waitFor()

    // The order changes by drag (the handle of the second over the first) and by the buttons.
    const handles = dialog.locator('[data-drag-handle]')
    await handles.nth(0).scrollIntoViewIfNeeded()
    const second = (await handles.nth(1).boundingBox())!
    const first = (await handles.nth(0).boundingBox())!
    await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2)
    await page.mouse.down()
    await page.mouse.move(first.x + first.width / 2, first.y + 4, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => chosen(page)).toEqual(['alongamento-pescoco', 'respiracao-diafragmatica'])
    await dialog.getByRole('button', { name: 'Subir Respiração diafragmática' }).click()
    await expect.poll(() => chosen(page)).toEqual(['respiracao-diafragmatica', 'alongamento-pescoco'])
    // Down too: the dragged row itself moves in the page then, and the drag must still end on release.
    const top = (await handles.nth(0).boundingBox())!
    const below = (await handles.nth(1).boundingBox())!
    await page.mouse.move(top.x + top.width / 2, top.y + top.height / 2)
    await page.mouse.down()
    await page.mouse.move(below.x + below.width / 2, below.y + below.height - 4, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => chosen(page)).toEqual(['alongamento-pescoco', 'respiracao-diafragmatica'])
    await page.mouse.move(top.x + top.width / 2, top.y + top.height / 2, { steps: 5 }) // no button pressed: nothing moves
    expect(await chosen(page)).toEqual(['alongamento-pescoco', 'respiracao-diafragmatica'])
    await dialog.getByRole('button', { name: 'Subir Respiração diafragmática' }).click()
    await expect.poll(() => chosen(page)).toEqual(['respiracao-diafragmatica', 'alongamento-pescoco'])

    await dialog.getByRole('button', { name: 'Salvar rotina' }).click()
    await page.getByText('Rotina salva').waitFor()
    const card = page.getByRole('article', { name: 'Minha pausa' })
    await card.getByText('8 min total').waitFor()
    await card.getByText('Quando o bebê cochila.').waitFor()

    await page.reload()
    await card.getByText('8 min total').waitFor()
    expect(await stored(page)).toMatchObject({
      version: 1,
      routines: [{ title: 'Minha pausa', activityIds: ['respiracao-diafragmatica', 'alongamento-pescoco'] }],
    })

    // She edits it: another name, one activity less.
    await card.getByRole('button', { name: 'Editar' }).click()
    await expect(form(page).getByLabel(/Nome da rotina/).inputValue()).resolves.toBe('Minha pausa')
    await form(page).getByLabel(/Nome da rotina/).fill('Pausa curta')
    await form(page).getByRole('button', { name: 'Tirar Respiração diafragmática da rotina' }).click()
    await form(page).getByRole('button', { name: 'Salvar rotina' }).click()
    const renamed = page.getByRole('article', { name: 'Pausa curta' })
    await renamed.getByText('3 min total').waitFor()
    await expect(page.getByRole('article', { name: 'Minha pausa' }).count()).resolves.toBe(0)

    // Deleting asks first; keeping it is the default.
    await renamed.getByRole('button', { name: 'Editar' }).click()
    await form(page).getByRole('button', { name: 'Apagar rotina' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Apagar esta rotina?' })
    await confirm.getByRole('button', { name: 'Manter rotina' }).click()
    await confirm.waitFor({ state: 'detached' })
    await form(page).getByRole('button', { name: 'Apagar rotina' }).click()
    await confirm.getByRole('button', { name: 'Apagar rotina' }).click()
    await page.getByText('Rotina apagada').waitFor()
    await expect(page.getByRole('article', { name: 'Pausa curta' }).count()).resolves.toBe(0)
    // The 'Editar' she came from went with her routine: focus waits on 'Nova Rotina', not on the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Nova Rotina')
    expect(await stored(page)).toEqual({ version: 1, routines: [] })
    await page.reload()
    await page.getByRole('article', { name: 'Despertar com Calma' }).waitFor()
    await expect(page.getByRole('article', { name: 'Pausa curta' }).count()).resolves.toBe(0)
  })

  it("'Começar' on her routine plays its activities to the celebration, and the card then says 'Concluído hoje'", async () => {
    const page = await browser.newPage({ viewport: PHONE })
    const mine = { id: 'minha-pausa', title: 'Minha pausa', description: '', activityIds: ['punhos-e-maos', 'respiracao-zumbido'] }
    await page.addInitScript((routine) => localStorage.setItem('momento-mae-routines', JSON.stringify({ version: 1, routines: [routine] })), mine)
    await page.clock.install({ time: new Date('2026-01-06T09:00:00-03:00') })
    await page.goto('/meu-plano')
    const card = page.getByRole('article', { name: 'Minha pausa' })
    await card.getByRole('button', { name: 'Começar' }).click()
    const player = page.getByRole('dialog', { name: 'Minha pausa' })
    await player.getByRole('button', { name: 'Começar' }).click()
    await player.getByText('Atividade 1 de 2').waitFor()
    await page.clock.runFor(2 * 60_000) // punhos e mãos, 2 minutes
    await player.getByRole('button', { name: 'Seguir agora' }).click()
    await player.getByText('Atividade 2 de 2').waitFor()
    await page.clock.runFor(2 * 60_000) // respiração do zumbido, 2 minutes
    await page.getByRole('dialog', { name: 'Parabéns!' }).waitFor()
    const journal = await page.evaluate(() => JSON.parse(localStorage.getItem('momento-mae-journal') ?? '{"entries":[]}').entries as object[])
    expect(journal).toEqual([
      ...mine.activityIds.map((id) => expect.objectContaining({ activityId: id, startedFrom: 'routine', routineId: mine.id })),
      expect.objectContaining({ activityId: mine.id, type: 'routine', minutes: 4, startedFrom: 'plan' }),
    ])
    await page.getByRole('button', { name: 'Continuar' }).click()
    await player.getByRole('button', { name: 'Voltar' }).click()
    await player.waitFor({ state: 'detached' })
    await card.getByText('Concluído hoje').waitFor()
    await card.getByRole('button', { name: 'Repetir' }).waitFor()
  })

  it('a damaged stored value blanks nothing and is kept aside when she saves', async () => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('momento-mae-routines', '{"version": 1, "routines": [{')
      sessionStorage.setItem('seeded', '1')
    })
    await page.goto('/meu-plano')
    await page.getByRole('article', { name: 'Despertar com Calma' }).waitFor()
    await openNewRoutine(page)
    await form(page).getByLabel(/Nome da rotina/).fill('Noite')
    await form(page).getByRole('button', { name: 'Adicionar Alongamento de pescoço' }).click()
    await form(page).getByRole('button', { name: 'Salvar rotina' }).click()
    await page.getByRole('article', { name: 'Noite', exact: true }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-routines-damaged'))).toBe('{"version": 1, "routines": [{')
  })

  for (const [sizeName, viewport] of [
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    it.each(['light', 'dark'] as const)(`the form passes axe and every control is 44 px, at ${sizeName}, %s`, async (mode) => {
      const page = await browser.newPage({ viewport, colorScheme: mode })
      await page.addInitScript((m) => localStorage.setItem('momento-mae-theme', m), mode)
      await openNewRoutine(page, viewport)
      await form(page).getByRole('button', { name: 'Adicionar Alongamento de pescoço' }).click()
      await form(page).getByRole('button', { name: 'Adicionar Ombros soltos' }).click()
      await form(page).getByRole('button', { name: 'Salvar rotina' }).click()
      await form(page).getByText('Dê um nome à sua rotina.').first().waitFor()
      expect(await seriousViolations(page)).toEqual([])
      const small = await form(page)
        .locator('button, input, textarea')
        .evaluateAll((controls) =>
          controls
            .filter((control) => (control as HTMLElement).offsetParent !== null)
            .map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent?.trim(), box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 44 || box.height < 44)
            .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
        )
      expect(small).toEqual([])
    })
  }

  it('works from the keyboard alone', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/meu-plano')
    await page.getByRole('heading', { level: 1, name: 'Meu Plano' }).waitFor()
    await page.getByRole('button', { name: 'Nova Rotina' }).focus()
    await page.keyboard.press('Enter')
    await form(page).getByLabel(/Nome da rotina/).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT')
    await page.keyboard.type('Teclado')
    const tabTo = async (name: string) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        const label = await page.evaluate(() => {
          const active = document.activeElement
          return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
        })
        if (label === name) return
      }
      throw new Error(`${name} not reached by Tab`)
    }
    await tabTo('Adicionar Alongamento de pescoço')
    await page.keyboard.press('Enter')
    await tabTo('Adicionar Ombros soltos')
    await page.keyboard.press('Enter')
    await tabTo('Subir Ombros soltos')
    await page.keyboard.press('Enter')
    await expect.poll(() => chosen(page)).toEqual(['ombros-soltos', 'alongamento-pescoco'])
    // Focus stays with the activity she moved (on 'Descer', now that it is first).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Descer Ombros soltos')
    await tabTo('Salvar rotina')
    await page.keyboard.press('Enter')
    await page.getByRole('article', { name: 'Teclado' }).waitFor()
    // Back where she started.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Nova Rotina')
  })
})
