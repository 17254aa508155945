import type { BrowserContext, Page } from 'playwright-core'

/**
 * Her text at 200 %: Chromium's own default font size (Settings → Appearance → Font size, here
 * through DevTools' Page.setFontSizes) set to 32 px instead of 16 px. The app sizes in rem, and
 * em media queries read the same default, so everything follows it as it does a phone's text
 * setting. Set before the page loads; it holds for the page's later navigations.
 */
export async function doubleTheText(context: BrowserContext, page: Page): Promise<void> {
  const devtools = await context.newCDPSession(page)
  await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
}

/**
 * The page's parts that come when near the screen or when the page is idle, all there (scrolled
 * through, two frames at every 400 px, then back to the top), in one call into the page: three
 * calls a step cost more than the frames they waited for.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const height = document.documentElement.scrollHeight
    for (let top = 0; top < height; top += 400) {
      window.scrollTo({ top, behavior: 'instant' })
      await twoFrames()
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

/**
 * What a screen or an overlay (the open dialog, when one is) does wrong at this size, in words a
 * failure can be read by: a page wider than the screen, two controls whose boxes overlap, text
 * cut by its box or running out of it, and a word broken inside where it would have fitted whole
 * on a line of its own. Empty when it fits.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`)

    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter((dialog) => dialog.getClientRects().length)
    const scope: Element = dialogs.at(-1) ?? document.body

    /** What the eye sees of an element: its box, cut by the boxes of the ancestors that clip it. */
    const seen = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect()
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const box = parent.getBoundingClientRect()
        left = Math.max(left, box.left)
        top = Math.max(top, box.top)
        right = Math.min(right, box.right)
        bottom = Math.min(bottom, box.bottom)
      }
      return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null
    }
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      return style.visibility !== 'hidden' && Number(style.opacity) > 0 && element.getClientRects().length > 0
    }

    // Two controls whose boxes overlap: she could tap the one she did not mean.
    const controls = [
      ...scope.querySelectorAll('button, a[href], input:not([type=hidden]), textarea, select, [role=tab], [role=radio], [role=switch]'),
    ]
      .filter((element) => shown(element) && !element.closest('[inert], [aria-hidden=true]'))
      .map((element) => ({ element, box: seen(element) }))
      .filter((control): control is { element: Element; box: NonNullable<ReturnType<typeof seen>> } => control.box !== null)
    for (const [i, a] of controls.entries()) {
      for (const b of controls.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue
        // A switch's or a check box's input lies over its own label: one control.
        if (a.element.closest('label') && a.element.closest('label') === b.element.closest('label')) continue
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (across > 1 && down > 1) problems.push(`${name(a.element)} and ${name(b.element)} overlap`)
      }
    }

    // Text cut by its box, or running out of it, and words broken inside.
    const canvas = document.createElement('canvas').getContext('2d')!
    const range = document.createRange()
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode as Text
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim() || !shown(parent) || parent.closest('textarea, script, style')) continue
      const style = getComputedStyle(parent)
      // Visually hidden text (a screen reader's words) is clipped to a pixel on purpose.
      if (parent.clientWidth <= 1 || style.clip !== 'auto' || parent.closest('[style*="clip"]')) continue
      const box = parent.getBoundingClientRect()
      const inner = {
        left: box.left + parseFloat(style.borderLeftWidth),
        right: box.right - parseFloat(style.borderRightWidth),
      }
      if (style.textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth) problems.push(`text cut short: ${name(parent)}`)
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const line = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      // Each word (a compound's parts apart: "pós-" and "parto" may go on two lines): inside its box, and on one line where it would fit on one.
      for (const word of node.textContent.matchAll(/[^\s-]+-?/g)) {
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0)
        const out = pieces.find((rect) => rect.left < inner.left - 1 || rect.right > inner.right + 1)
        if (out)
          problems.push(`"${word[0]}" runs out of its box, ${name(parent)} (${Math.round(out.left)}–${Math.round(out.right)} in ${Math.round(inner.left)}–${Math.round(inner.right)})`)
        const lines = new Set(pieces.map((rect) => Math.round(rect.top)))
        if (lines.size > 1 && canvas.measureText(word[0]).width <= line)
          problems.push(`"${word[0]}" broken inside in ${name(parent)} (a ${Math.round(line)} px line)`)
      }
    }
    return problems
  })
}
