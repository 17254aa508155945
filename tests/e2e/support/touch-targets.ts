import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

// At 375 px every control she can tap is at least 44 × 44 CSS px (WCAG 2.5.5 AAA size, above the
// 24 px of 2.5.8 AA: a tired thumb, one-handed).
export const MIN_TARGET = 44

export interface Target {
  name: string
  width: number
  height: number
}

/**
 * Every visible interactive element inside `scope`, measured as she taps it: a visually hidden
 * input (radio, checkbox, switch) by the label that draws its control. Left out, by WCAG 2.5.8's
 * 'Inline' exception: a link inside a sentence, i.e. whose parent element also holds text of its
 * own beside the link ("Ainda não tem conta? Cadastre-se"), so the line of text sets its size.
 */
export function measure(scope: Element): { targets: Target[]; inline: string[] } {
  const interactive =
    'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=switch], [role=radio], [role=checkbox], [role=button], [role=link], [tabindex]:not([tabindex="-1"])'
  const targets: Target[] = []
  const inline: string[] = []
  const seen = new Set<Element>()
  for (const el of scope.querySelectorAll(interactive)) {
    if (el.closest('[inert], [aria-hidden="true"]') || getComputedStyle(el).visibility === 'hidden') continue
    let target: Element = el
    const own = el.getBoundingClientRect()
    if (own.width <= 1 || own.height <= 1) target = el.closest('label') ?? el
    const box = target.getBoundingClientRect()
    if ((box.width === 0 && box.height === 0) || seen.has(target)) continue // not rendered, or counted already
    seen.add(target)
    const name = (el.getAttribute('aria-label') ?? target.textContent ?? '').replace(/\s+/g, ' ').trim() || el.tagName
    const inSentence =
      el.tagName === 'A' &&
      [...(el.parentElement?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    if (inSentence) inline.push(name)
    else targets.push({ name, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 })
  }
  return { targets, inline }
}

/** The targets under 44 px inside `scope` (which must hold some), and the links left out as inline. */
export async function tooSmall(scope: Locator): Promise<{ small: Target[]; inline: string[] }> {
  const { targets, inline } = await scope.evaluate(measure)
  expect(targets.length).toBeGreaterThan(0)
  return { small: targets.filter((t) => t.width < MIN_TARGET || t.height < MIN_TARGET), inline }
}
