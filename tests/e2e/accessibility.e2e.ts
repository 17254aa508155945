import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { DESKTOP, PHONE, useBrowser } from './support/browser'
import { helpDialogFile } from './support/help-now'
import { partsReady } from './support/parts-ready'
import { MIN_TARGET, measure, tooSmall } from './support/touch-targets'
import { routeVisits } from './support/visits'

const browser = useBrowser()

const routes = ['/login', '/signup', '/forgot-password', '/onboarding', '/dashboard', '/chat', '/meu-plano', '/plano-de-seguranca', '/depois-do-parto', '/sinais-de-alerta', '/profile', '/nao-existe']
const sizes = [
  ['1280 px', DESKTOP],
  ['375 px', PHONE],
] as const
const modes = ['light', 'dark'] as const
// At 375 px: the links inside a sentence (WCAG 2.5.8's inline exception, support/touch-targets.ts).
const inlineLinks = new Map([
  ['/login', 'Cadastre-se'],
  ['/signup', 'Entrar'],
])
const filledPlan = {
  version: 1,
  parts: [
    { id: 'warningSigns', text: 'Não durmo nem quando o bebê dorme.' },
    { id: 'pessoa-ana', name: 'Ana', phone: '(11) 98765-4321' },
    { id: 'pessoa-bia', name: 'Bia', phone: '' },
    { id: 'ubs', name: 'UBS Jardim das Flores', phone: '(11) 3456-7890' },
  ],
}

// Eight low days of her last fourteen: the gentle card shows.
const lowWeeks = {
  version: 1,
  moods: Array.from({ length: 8 }, (_, index) => {
    const day = `2026-11-${String(25 - index).padStart(2, '0')}`
    return { day, level: index % 2 ? 'mal' : 'muito-mal', words: ['triste'], at: `${day}T21:00:00.000-03:00` }
  }),
}

async function openIn(mode: (typeof modes)[number], viewport: { width: number; height: number }, path: string) {
  const page = await browser.newPage({ viewport })
  await page.addInitScript((m) => localStorage.setItem('momento-mae-theme', m), mode)
  browser.allowConsoleError(/status of 404/) // the 404 page answers 404 on purpose
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return page
}

// Each route loaded once per size and theme, in one kept page (support/visits.ts), and read there
// by every check of that state: axe-core at both sizes and themes, the touch targets at 375 px in
// the light theme; then the overlays of that size and theme, each on a page loaded anew.
for (const [sizeName, viewport] of sizes) {
  for (const mode of modes) {
    describe(`at ${sizeName}, ${mode}`, () => {
      const visit = routeVisits(() => browser.keptPage({ viewport }), { 'momento-mae-theme': mode })
      const touch = viewport === PHONE && mode === 'light'
      const touchName = touch ? ', and every control she can tap is at least 44 × 44 px' : ''
      const targetsAt44 = async (scope: Locator) => {
        if (touch) expect(await tooSmall(scope)).toEqual({ small: [], inline: [] })
      }

      for (const path of routes) {
        it(`${path}: axe-core finds no serious or critical WCAG 2.2 AA violation`, async () => {
          browser.allowConsoleError(/status of 404/) // the 404 page answers 404 on purpose
          expect(await seriousViolations(await visit(path))).toEqual([])
        })
        if (!touch) continue
        const inline = inlineLinks.get(path)
        it(`${path}: every control she can tap is at least 44 × 44 px${inline ? `, "${inline}" the one link inside a sentence, 44 px all the same` : ''}`, async () => {
          browser.allowConsoleError(/status of 404/)
          const page = await visit(path)
          expect(await tooSmall(page.locator('body'))).toEqual({ small: [], inline: inline ? [inline] : [] })
          if (!inline) return
          const box = (await page.getByRole('link', { name: inline, exact: true }).boundingBox())!
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_TARGET)
        })
      }

      if (viewport === PHONE) {
        it(`with the mobile sidebar open: axe-core finds no serious violation${touchName}`, async () => {
          const page = await visit('/dashboard', { anew: true })
          await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
          const panel = page.getByRole('dialog', { name: /Momento Mãe/ })
          await panel.waitFor()
          expect(await seriousViolations(page)).toEqual([])
          await targetsAt44(panel)
          if (touch)
            expect(await panel.evaluate(measure).then((m) => m.targets.map((t) => t.name))).toEqual(
              expect.arrayContaining(['Fechar menu', 'Dashboard', 'Chat IA', 'Meu Plano', 'Perfil']),
            )
        })
      }

      it(`the chat with a crisis reply’s help lines, then the help dialog open: axe-core finds no serious violation${touchName}`, async () => {
        const page = await visit('/chat', { anew: true })
        const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
        await input.fill('meu marido me bate')
        await input.press('Enter')
        const help = page.getByRole('list', { name: 'Ajuda agora' })
        await help.waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await targetsAt44(page.locator('body'))
        // 190, 180, Disque 100, SAMU, CVV and its chat, and 'Meu plano de segurança'.
        if (touch) expect(await help.evaluate(measure).then((m) => m.targets.length)).toBe(7)
        await partsReady(page)
        await page.getByRole('button', { name: 'Precisa de ajuda agora?' }).click()
        const dialog = page.getByRole('dialog', { name: 'Precisa de ajuda agora?' })
        await dialog.waitFor()
        // Read at its size and colours, not while it scales in (seriousViolations waits for that too).
        expect(await seriousViolations(page)).toEqual([])
        await targetsAt44(dialog)
        if (touch)
          expect(await dialog.evaluate(measure).then((m) => m.targets.map((t) => t.name))).toEqual(
            expect.arrayContaining(['Fechar', 'Ligar para o CVV, 188', 'Ligar para a Polícia Militar, 190']),
          )
      })

      it(`her safety plan filled in, then asking before taking someone off: axe-core finds no serious violation${touchName}`, async () => {
        const page = await visit('/plano-de-seguranca', { stored: { 'momento-mae-safety-plan': JSON.stringify(filledPlan) }, anew: true })
        await page.getByRole('link', { name: 'Ligar para Ana, (11) 98765-4321' }).waitFor()
        expect(await seriousViolations(page)).toEqual([])
        // The numbers to call, Bia without one, and Tirar da lista.
        await targetsAt44(page.locator('body'))
        await page.getByRole('group', { name: 'Ana' }).getByRole('button', { name: 'Tirar da lista' }).click()
        await page.getByRole('alertdialog', { name: 'Tirar Ana do seu plano?' }).waitFor()
        expect(await seriousViolations(page)).toEqual([])
      })
    })
  }
}

describe('axe-core finds no serious or critical WCAG 2.2 AA violation', () => {
  it.each(modes)('with the help lines in the sheet (the dialog’s code did not arrive), %s', async (mode) => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.addInitScript((m) => localStorage.setItem('momento-mae-theme', m), mode)
    browser.allowConsoleError(/ERR_FAILED|Failed to load resource/)
    await page.route(`**/${helpDialogFile}`, (route) => route.abort())
    await page.goto('/chat')
    await page.getByRole('button', { name: 'Precisa de ajuda agora?' }).click()
    await page.getByRole('dialog', { name: 'Precisa de ajuda agora?' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  for (const [sizeName, viewport] of sizes) {
    it.each(modes)(`the dashboard asking how she feels, then 'Muito mal' with its help and the 14-day card, at ${sizeName}, %s`, async (mode) => {
      const page = await browser.newPage({ viewport })
      await page.clock.install({ time: new Date('2026-11-26T20:00:00-03:00') })
      await page.addInitScript(
        ([m, moods]) => {
          localStorage.setItem('momento-mae-theme', m)
          localStorage.setItem('momento-mae-moods', moods)
        },
        [mode, JSON.stringify(lowWeeks)] as const,
      )
      await page.goto('/dashboard')
      const question = page.getByRole('region', { name: 'Como você está agora?' })
      await question.getByRole('button', { name: 'Muito mal', exact: true }).waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await question.getByRole('button', { name: 'Muito mal', exact: true }).click()
      await question.getByRole('button', { name: 'cansada' }).click()
      await page.getByRole('region', { name: 'Um recado com carinho' }).waitFor()
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  it.each(modes)('with the rail collapsed and a tooltip open, %s', async (mode) => {
    const page = await openIn(mode, DESKTOP, '/dashboard')
    await page.keyboard.press('Control+b')
    const rail = page.getByRole('complementary', { name: 'Menu lateral' })
    // Hovering while the rail still narrows can land beside the link: wait until it has settled.
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(48)
    await rail.getByRole('link', { name: 'Chat IA' }).hover()
    await page.getByRole('tooltip', { name: 'Chat IA' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })
})
