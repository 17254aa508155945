import type { Page } from 'playwright-core'

/** Where focus is after a key press, and whether she can see it. */
export interface FocusStop {
  /** The focused element's accessible name (aria-label, its label, or its text). */
  name: string
  /**
   * `ring`: an outline or box-shadow that is not none/transparent appeared on the element (or, for
   * a visually hidden input, on the control she sees; for a field whose box draws the ring, on that
   * box). `landing`: a container that only receives focus to be read from (tabindex=-1, not a
   * control: the main content after the skip link, a step title). `none`: focus she cannot see.
   */
  shows: 'ring' | 'landing' | 'none'
}

declare global {
  interface Window {
    __focusProbe: { snapshot: () => void; current: () => FocusStop & { detail: string } }
  }
}

/**
 * Runs in the page (an init script, so the CSP holds). `snapshot()` records every element's
 * outline and box-shadow before a key press, so a shadow that was there all along (a card's) is
 * not taken for a focus indicator; `current()` looks at what the press focused.
 */
function probe() {
  const signature = (el: Element) => {
    const s = getComputedStyle(el)
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`
  }
  const opaque = (color: string) => {
    const alpha = color.match(/rgba?\([^)]*?,\s*([\d.]+)\s*\)/)
    return color !== 'transparent' && (!color.startsWith('rgba') || Number(alpha?.[1] ?? 1) > 0)
  }
  const ringOf = (el: Element) => {
    const s = getComputedStyle(el)
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && opaque(s.outlineColor)
    const shadows = s.boxShadow === 'none' ? [] : (s.boxShadow.match(/rgba?\([^)]*\)/g) ?? [])
    return outline || shadows.some(opaque)
  }
  const interactive = 'a[href],button,input,select,textarea,[role=tab],[role=switch],[role=radio],[role=checkbox],[role=link],[role=button]'
  const nameOf = (el: Element) => {
    const labelledBy = el.getAttribute('aria-labelledby')
    const label =
      el.getAttribute('aria-label') ??
      (labelledBy && document.getElementById(labelledBy)?.textContent) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    return label.replace(/\*/g, '').replace(/\s+/g, ' ').trim()
  }
  let before = new WeakMap<Element, string>()
  let focusedBefore: Element | null = null
  window.__focusProbe = {
    snapshot() {
      before = new WeakMap()
      for (const el of document.querySelectorAll('*')) before.set(el, signature(el))
      focusedBefore = document.activeElement
    },
    current() {
      const el = document.activeElement
      if (!el || el === document.body) return { name: 'body', shows: 'none', detail: 'nothing focused' }
      const name = nameOf(el)
      if (el.getAttribute('tabindex') === '-1' && !el.matches(interactive)) return { name, shows: 'landing', detail: el.tagName }
      const box = el.getBoundingClientRect()
      const hidden = box.width <= 1 || box.height <= 1
      const control = hidden ? (el.closest('label') ?? el.parentElement) : null
      const candidates = [
        el,
        ...(control ? [control, ...control.querySelectorAll('*')] : []),
        el.parentElement,
        el.parentElement?.parentElement,
      ].filter((c): c is Element => !!c)
      const shown = candidates.find(
        (c) => ringOf(c) && (el === focusedBefore || !before.has(c) || before.get(c) !== signature(c)),
      )
      return shown
        ? { name, shows: 'ring', detail: `${shown.tagName}: ${signature(shown)}` }
        : { name, shows: 'none', detail: candidates.map((c) => `${c.tagName}: ${signature(c)}`).join('; ') }
    },
  }
}

/**
 * Keyboard driving with a check of the focus indicator at every stop. Call `install()` before
 * the first `goto`.
 */
export function keyboard(page: Page) {
  const current = () => page.evaluate(() => window.__focusProbe.current())
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50))
  /**
   * Some widgets move focus on the next frame, and focus indicators may fade in: wait (up to a
   * second) until the same element has stayed focused and shown for two looks in a row.
   */
  const settle = async () => {
    let previous = await current()
    for (let i = 0; i < 20; i++) {
      await pause()
      const stop = await current()
      if (stop.shows !== 'none' && stop.name === previous.name && stop.detail === previous.detail) return stop
      previous = stop
    }
    return previous
  }
  const strip = ({ name, shows }: FocusStop): FocusStop => ({ name, shows })
  return {
    install: () => page.addInitScript(probe),
    /** Presses `key` and says where focus went and whether it shows. */
    async press(key: string): Promise<FocusStop> {
      await page.evaluate(() => window.__focusProbe.snapshot())
      await page.keyboard.press(key)
      return strip(await settle())
    },
    /** Where focus is now (after something other than a key moved it: a dialog opening). */
    async focused(): Promise<FocusStop> {
      return strip(await settle())
    },
    /** Presses Tab until `name` is focused (at most `max` times); every stop on the way must show. */
    async tabTo(name: string | RegExp, max = 20): Promise<FocusStop[]> {
      const stops: FocusStop[] = []
      for (let i = 0; i < max; i++) {
        const stop = await this.press('Tab')
        stops.push(stop)
        if (typeof name === 'string' ? stop.name === name : name.test(stop.name)) return stops
      }
      throw new Error(`${String(name)} not reached in ${max} Tabs: ${JSON.stringify(stops)}`)
    },
    /** Types text into the focused field, key by key as she would. */
    type: (text: string) => page.keyboard.type(text),
  }
}

/** The expected stop for an element whose focus she can see. */
export const ring = (name: string): FocusStop => ({ name, shows: 'ring' })
