import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { PHONE, useBrowser } from './support/browser'
import { firstQuickCard } from './support/parts-ready'

// What a tired mother on a 375 px phone met on her first day (issue 27): a toast over the field
// she was typing in, 'saved' said twice, confetti over the dialog's words, dark buttons that
// vanished into the card, and one tap on 'Parar' losing her minutes.
const browser = useBrowser()
const MONDAY = new Date('2026-01-05T09:00:00-03:00')
const TALL_PHONE = { width: 375, height: 812 }

interface OpenOptions {
  colorScheme?: 'light' | 'dark'
  viewport?: typeof PHONE
  clock?: boolean
  reducedMotion?: 'reduce'
}

async function open(path: string, options: OpenOptions = {}) {
  const { viewport = TALL_PHONE, colorScheme, reducedMotion } = options
  const page = await browser.newPage({ viewport, colorScheme, reducedMotion })
  await page.addInitScript((mode) => localStorage.setItem('momento-mae-theme', mode), options.colorScheme ?? 'light')
  if (options.clock) {
    await page.clock.install({ time: MONDAY })
  }
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  if (path === '/dashboard') await firstQuickCard(page).waitFor()
  if (options.clock) await page.clock.pauseAt(new Date(MONDAY.getTime() + 5000))
  return page
}

const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notificações (F8)' })
const saveButton = (page: Page) => page.getByRole('button', { name: 'Salvar Alterações' })

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** WCAG contrast of two CSS colours as the browser resolves them (oklch, rgb, …). */
async function contrast(scope: Locator, pick: (el: Element) => [string, string]): Promise<number> {
  const [a, b] = await scope.evaluate(pick)
  return scope.page().evaluate(
    ([a, b]) => {
      const rgb = (color: string) => {
        const canvas = document.createElement('canvas')
        canvas.width = canvas.height = 1
        const context = canvas.getContext('2d')!
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
        return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3)
      }
      const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
      const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    },
    [a, b] as const,
  )
}

describe('the toast on a phone', () => {
  it('at 375 px sits at the top edge, never over the field she is using', async () => {
    const page = await open('/profile')
    const field = page.getByLabel('Idade dos filhos')
    await field.fill('8 meses')
    await field.press('Enter') // submits the form from the field, as a phone's keyboard does
    const toast = toastRegion(page).getByRole('status')
    await toast.getByText('Perfil atualizado').waitFor()
    const toastBox = (await toast.boundingBox())!
    const fieldBox = (await field.boundingBox())!
    expect(toastBox.y).toBeLessThanOrEqual(16)
    expect(overlaps(toastBox, fieldBox)).toBe(false)
    // The chat's field, at the foot of the screen, is clear of it too.
    await page.goto('/chat')
    await page.getByRole('heading', { level: 1, name: 'Chat com Assistente IA' }).waitFor()
    const composer = (await page.getByRole('textbox', { name: 'Mensagem para a assistente' }).boundingBox())!
    expect(toastBox.y + toastBox.height).toBeLessThan(composer.y)
  })
})

describe("'Salvar Alterações'", () => {
  it('with nothing changed says it has nothing to save; saved, it is said once', async () => {
    const page = await open('/profile')
    expect(await saveButton(page).getAttribute('aria-disabled')).toBe('true')
    // Her tap anyway (forced: Playwright itself will not tap what says it is disabled).
    await saveButton(page).click({ force: true })
    expect(await toastRegion(page).getByRole('status').textContent()).toBe('')
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-profile'))).toBeNull()

    const name = page.getByLabel('Nome', { exact: true })
    await name.fill('Joana Lima')
    expect(await saveButton(page).getAttribute('aria-disabled')).toBe('false')
    await name.fill('Maria Silva') // back to what it was: again nothing to save
    expect(await saveButton(page).getAttribute('aria-disabled')).toBe('true')
    await name.fill('Joana Lima')
    await saveButton(page).click()
    await toastRegion(page).getByText('Suas alterações foram salvas.').waitFor()
    expect(await page.getByText(/salvas/).count()).toBe(1)
    expect(await saveButton(page).getAttribute('aria-disabled')).toBe('true')
  })
})

describe("'Parar' asks first", () => {
  it.each(['light', 'dark'] as const)('%s: kept, the time goes on from there; the question axe clean; stopped, zero', async (colorScheme) => {
    const page = await open('/dashboard', { colorScheme, clock: true, reducedMotion: 'reduce' })
    const card = page.getByRole('article', { name: 'Alongamento Energizante' })
    const question = page.getByRole('alertdialog', { name: 'Parar a atividade?' })
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(30_000)
    await card.getByRole('button', { name: 'Parar' }).click()
    await page.clock.runFor(500) // React shows a just-loaded part on its own clock, paused here
    await question.getByRole('button', { name: 'Manter atividade' }).click()
    await question.waitFor({ state: 'hidden' })
    expect(await card.getByRole('timer').textContent()).toBe('04:30')
    await card.getByRole('button', { name: 'Parar' }).click()
    await page.clock.runFor(500)
    await question.waitFor()
    await page.clock.resume() // axe waits on timers of its own; the clock is held while she is asked
    expect(await seriousViolations(page)).toEqual([])
    await question.getByRole('button', { name: 'Parar' }).click()
    await question.waitFor({ state: 'hidden' })
    expect(await card.getByRole('timer').textContent()).toBe('05:00')
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe('in the dark', () => {
  it.each(['Alongamento Energizante', 'Respiração da Calma'])(
    "%s: 'Pausar' and 'Parar' stand out from the card, 3:1 at least",
    async (title) => {
      const page = await open('/dashboard', { colorScheme: 'dark', clock: true })
      const card = page.getByRole('article', { name: title })
      await card.getByRole('button', { name: 'Começar', exact: true }).click()
      await page.clock.runFor(1000)
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
      for (const name of ['Pausar', 'Parar']) {
        const button = card.getByRole('button', { name })
        await button.waitFor()
        // The button's edge against the card: its border, or its fill when it has one that shows.
        const edge = await contrast(button, (el) => [getComputedStyle(el).borderTopColor, getComputedStyle(el.closest('article')!).backgroundColor])
        const fill = await contrast(button, (el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el.closest('article')!).backgroundColor])
        expect(Math.max(edge, fill), name).toBeGreaterThanOrEqual(3)
      }
    },
  )
})

describe('the celebration', () => {
  it('the confetti falls behind the dialog, never over its words', async () => {
    const page = await open('/dashboard', { clock: true, viewport: PHONE })
    const card = page.getByRole('article', { name: 'Respiração da Calma' })
    await card.getByRole('button', { name: 'Começar', exact: true }).click()
    await page.clock.runFor(300_000)
    const dialog = page.getByRole('dialog', { name: 'Parabéns!' })
    await dialog.waitFor()
    await page.clock.runFor(500) // the confetti's code, shown on React's (paused) clock
    const confetti = page.getByTestId('confetti')
    await confetti.waitFor()
    // What is drawn on top where her eyes are: the dialog's title and phrase, not the confetti
    // (its layer made hittable for the question: it lets taps through).
    const onTop = await page.evaluate(() => {
      const layer = document.querySelector<HTMLElement>('[data-testid="confetti"]')!
      layer.style.pointerEvents = 'auto'
      layer.querySelectorAll<HTMLElement>('*').forEach((el) => (el.style.pointerEvents = 'auto'))
      const content = document.querySelector('[role="dialog"]')!
      return [...content.querySelectorAll('h2, p')].map((text) => {
        const box = text.getBoundingClientRect()
        return content.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      })
    })
    expect(onTop.length).toBeGreaterThan(0)
    expect(onTop.every(Boolean)).toBe(true)
    // And it is still seen around the dialog.
    const layerBox = (await confetti.boundingBox())!
    expect(layerBox.width).toBe(PHONE.width)
  })
})

describe("the daily suggestion played to the end (issue 23)", () => {
  it("its activities' cards on the dashboard say 'Concluído' at once, without a reload", async () => {
    const page = await open('/dashboard', { clock: true })
    await page.clock.resume() // the player's parts load and show on React's clock: let it flow between steps
    const titles = ['Alongamento Energizante', 'Respiração da Calma', 'Café da manhã rápido']
    await page.getByRole('button', { name: 'Começar agora' }).click()
    const player = page.getByRole('dialog', { name: 'Manhã Produtiva' })
    await player.getByRole('button', { name: 'Começar' }).click()
    for (const [index, title] of titles.entries()) {
      await player.getByText(`Atividade ${index + 1} de 3`).waitFor()
      await player.getByRole('heading', { name: title }).waitFor()
      await page.clock.runFor(5 * 60_000)
      if (index < 2) await player.getByRole('button', { name: 'Seguir agora' }).click()
    }
    await page.getByRole('dialog', { name: 'Parabéns!' }).getByRole('button', { name: 'Continuar' }).click()
    await player.getByRole('heading', { name: 'Rotina concluída!' }).waitFor()
    await player.getByRole('button', { name: 'Voltar' }).click()
    await player.waitFor({ state: 'detached' })
    for (const title of titles) {
      const card = page.getByRole('article', { name: title })
      await card.getByText('Concluído', { exact: true }).waitFor()
      await card.getByRole('button', { name: 'Repetir' }).waitFor()
      expect(await card.getByRole('timer').textContent()).toBe('05:00') // the time she gave it, not '00:00 restantes'
    }
    await page.getByRole('progressbar', { name: 'Meta diária: 100%' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe("the welcome after 'Finalizar' (issue 27)", () => {
  const welcome = (page: Page) => page.getByRole('region', { name: 'Seu plano segue o que você contou' })

  async function finishOnboarding(page: Page) {
    await page.goto('/onboarding')
    await page.getByText('Passo 1 de 3', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByText('10-20 minutos', { exact: true }).click()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByText('Relaxar e reduzir ansiedade', { exact: true }).click()
    await page.getByRole('button', { name: 'Finalizar' }).click()
    await page.waitForURL('**/dashboard')
  }

  it.each(['light', 'dark'] as const)(
    '%s: says once, politely and without taking her focus, that her plan follows her time and goals; the suggestion follows them',
    async (colorScheme) => {
      const page = await open('/login', { colorScheme, clock: true })
      await page.clock.resume() // a Monday morning, flowing: Manhã Produtiva
      await finishOnboarding(page)
      const card = welcome(page)
      await card.waitFor()
      expect(await card.getByText('Com 10-20 minutos por dia, sua meta é de 2 atividades.').isVisible()).toBe(true)
      await card.getByText('Para relaxar e reduzir ansiedade, a sugestão do dia começa por respiração e meditação.').waitFor()
      // Heard politely; her focus is not taken.
      const said = await page.evaluate(() => [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent))
      expect(said).toContain(
        'Seu plano segue o que você contou. Com 10-20 minutos por dia, sua meta é de 2 atividades. Para relaxar e reduzir ansiedade, a sugestão do dia começa por respiração e meditação.',
      )
      expect(await card.evaluate((el) => el.contains(document.activeElement))).toBe(false)
      // What it says is what the dashboard does.
      await page.getByText('0 de 2 atividades completas').waitFor()
      expect(await page.getByRole('list', { name: 'Atividades da sugestão' }).getByRole('listitem').allTextContents()).toEqual([
        'Respiração da Calma',
        'Alongamento Energizante',
        'Café da manhã rápido',
      ])
      expect(await seriousViolations(page)).toEqual([])
      const entendi = card.getByRole('button', { name: 'Entendi' })
      expect((await entendi.boundingBox())!.height).toBeGreaterThanOrEqual(44)

      await entendi.click()
      await card.waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Começar agora')
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
      await page.getByText('0 de 2 atividades completas').waitFor()
      expect(await card.count()).toBe(0)
    },
  )

  it('a reload while it shows does not say it again; her data carries that it was said', async () => {
    const page = await open('/login', { viewport: { width: 1280, height: 860 } })
    await finishOnboarding(page)
    await welcome(page).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Olá, Mãe!' }).waitFor()
    await page.getByText('0 de 2 atividades completas').waitFor()
    expect(await welcome(page).count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('momento-mae-welcome'))).toBe('"seen"')
  })
})
