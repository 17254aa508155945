import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { planActivities } from '../../src/data/plan'
import { PHONE, useBrowser, type PageOptions } from './support/browser'
import { firstQuickCard } from './support/parts-ready'

// prefers-reduced-motion: what opens still opens, but nothing slides, fades, scales or pulses.
const browser = useBrowser()
const LONGEST_MS = 10 // 0.01 s
const meditation = planActivities.find((activity) => activity.type === 'meditation')!

interface Motion {
  kind: string
  name: string
  /** One iteration, in ms. */
  duration: number
  iterations: number
}

declare global {
  interface Window {
    __motion: { seen: Motion[]; look: () => void }
  }
}

/**
 * Runs in the page: records every CSS animation and transition that starts (their events), every
 * element.animate() as it is made, and, when asked, every animation running at that moment (CSS or Web Animations), with its duration.
 */
function recorder() {
  const seconds = (value: string) =>
    Math.max(0, ...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000)))
  const describe = (el: EventTarget | null) =>
    el instanceof Element ? `${el.tagName.toLowerCase()}${el.getAttribute('data-part') ? `[${el.getAttribute('data-part')}]` : ''}` : '?'
  const seen: Motion[] = []
  document.addEventListener(
    'animationstart',
    (event) => {
      const style = getComputedStyle(event.target as Element)
      const iterations = style.animationIterationCount === 'infinite' ? Infinity : parseFloat(style.animationIterationCount)
      seen.push({ kind: 'animation', name: `${event.animationName} on ${describe(event.target)}`, duration: seconds(style.animationDuration), iterations })
    },
    true,
  )
  document.addEventListener(
    'transitionrun',
    (event) => {
      const style = getComputedStyle(event.target as Element)
      seen.push({ kind: 'transition', name: `${event.propertyName} on ${describe(event.target)}`, duration: seconds(style.transitionDuration), iterations: 1 })
    },
    true,
  )
  // framer-motion animates through element.animate(): each one is recorded as it is made, however short.
  const animate = Element.prototype.animate
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args)
    const timing = animation.effect?.getComputedTiming()
    seen.push({ kind: 'animate()', name: `animate() on ${describe(this)}`, duration: Number(timing?.duration ?? 0), iterations: Number(timing?.iterations ?? 1) })
    return animation
  }
  window.__motion = {
    seen,
    look() {
      for (const animation of document.getAnimations()) {
        const timing = animation.effect?.getComputedTiming()
        const target = (animation.effect as KeyframeEffect | null)?.target ?? null
        seen.push({
          kind: animation.constructor.name,
          name: `${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? animation.id} on ${describe(target)}`,
          duration: Number(timing?.duration ?? 0),
          iterations: Number(timing?.iterations ?? 1),
        })
      }
    },
  }
}

async function open(path: string, options: PageOptions & { clock?: boolean } = {}) {
  const page = await browser.newPage({ viewport: PHONE, reducedMotion: 'reduce', ...options })
  await page.addInitScript(recorder)
  if (options.clock) await page.clock.install({ time: new Date('2026-01-05T09:00:00-03:00') })
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  if (path === '/dashboard') await firstQuickCard(page).waitFor()
  return page
}

/** What moved since the page loaded: looks a few times while it opens, then everything it saw. */
async function motionWhile(page: Page, open: () => Promise<void>): Promise<Motion[]> {
  await page.evaluate(() => window.__motion.seen.splice(0))
  await open()
  for (let i = 0; i < 5; i++) {
    await page.evaluate(() => window.__motion.look())
    await new Promise((resolve) => setTimeout(resolve, 40))
  }
  return page.evaluate(() => window.__motion.seen)
}

/** Where an element's transform puts it: its vertical offset in px and its scale (framer-motion moves only these). */
const placed = (element: Locator) =>
  element.evaluate((el) => {
    const transform = getComputedStyle(el).transform
    const matrix = new DOMMatrix(transform === 'none' ? undefined : transform)
    return { y: Math.round(matrix.f * 10) / 10 + 0, scale: Math.round(matrix.a * 1000) / 1000 }
  })

const tooLong = (motions: Motion[]) =>
  motions.filter((motion) => motion.duration > LONGEST_MS || (motion.iterations === Infinity && motion.duration > 0))

describe('with prefers-reduced-motion no animation or transition runs longer than 0.01 s', () => {
  it('opening the mobile menu (and, as a control, without the preference it slides in)', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const page = await open('/dashboard', { reducedMotion })
      const motions = await motionWhile(page, async () => {
        await page.getByRole('button', { name: /Mostrar ou ocultar o menu/ }).click()
        await page.getByRole('dialog', { name: /Momento Mãe/ }).waitFor()
      })
      if (reducedMotion === 'reduce') expect(tooLong(motions)).toEqual([])
      // The recorder does see motion when there is some, so the empty list above means something.
      else expect(tooLong(motions).length).toBeGreaterThan(0)
    }
  })

  it('a toast, and the chat while it waits for the answer (spinner, writing dots)', async () => {
    const page = await open('/chat')
    browser.allowConsoleError(/status of 503/)
    let answer = () => {}
    await page.route('**/api/chat', async (route) => {
      await new Promise<void>((resolve) => (answer = resolve))
      await route.fulfill({ status: 503, body: '' })
    })
    const input = page.getByRole('textbox', { name: 'Mensagem para a assistente' })
    const waiting = await motionWhile(page, async () => {
      await input.fill('Oi')
      await input.press('Enter')
      await page.locator('button[aria-label="Enviar mensagem"][data-loading]').waitFor()
    })
    expect(tooLong(waiting)).toEqual([])
    const toast = await motionWhile(page, async () => {
      answer()
      await page.getByRole('alert').filter({ hasText: 'Erro' }).waitFor()
    })
    expect(tooLong(toast)).toEqual([])
    // It did come in with its slide, shortened to nothing.
    expect(toast.map((motion) => motion.name)).toContainEqual(expect.stringMatching(/^slide-from-bottom on /))
  })

  it("the celebration's card, which framer-motion grows in: at its size and place at once", async () => {
    const page = await open('/dashboard', { clock: true })
    await page.clock.pauseAt(new Date('2026-01-05T09:00:05-03:00'))
    await page.getByRole('article', { name: 'Café da manhã rápido' }).getByRole('button', { name: 'Começar', exact: true }).click()
    const card = page.getByRole('dialog', { name: 'Parabéns!' })
    const motions = await motionWhile(page, async () => {
      await page.clock.runFor(300_000)
      await card.waitFor()
      expect(await placed(card)).toEqual({ y: 0, scale: 1 })
      await page.clock.runFor(500)
    })
    expect(tooLong(motions)).toEqual([])
  })

  it("the player's step as it comes in: in place at once (and, as a control, without the preference it rises in)", async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const page = await open('/meu-plano', { reducedMotion, clock: true })
      await page.getByRole('tab', { name: 'Meditações' }).click()
      await page.getByRole('article', { name: meditation.title }).getByRole('button', { name: 'Começar' }).click()
      const player = page.getByRole('dialog', { name: meditation.title })
      await player.getByRole('button', { name: 'Começar' }).waitFor()
      await page.clock.runFor(1000) // the dialog's own entrance
      // framer-motion moves the step on the page's frames: with the clock held, its first frame stays.
      await page.clock.pauseAt(new Date('2026-01-05T09:10:00-03:00'))
      const motions = await motionWhile(page, async () => {
        await player.getByRole('button', { name: 'Começar' }).click()
        await player.getByText(/^Passo 1 de \d+ ·/).waitFor()
      })
      const step = player.locator('[data-part=calm-entrance]')
      if (reducedMotion === 'reduce') {
        expect(tooLong(motions)).toEqual([])
        expect(await placed(step)).toEqual({ y: 0, scale: 1 })
      } else expect((await placed(step)).y).toBeGreaterThan(0)
      await page.clock.runFor(1000)
      expect(await placed(step)).toEqual({ y: 0, scale: 1 }) // and it does arrive
    }
  })
})
