/**
 * What she did on the static copy before the app took over (docs/product.md, Prerendered
 * screens): the words she typed, where her focus was, and the controls she tapped (a form she sent,
 * with Enter too, as a tap on its submit button). The page's first script holds the taps in
 * `window.prerenderedTaps` (hold-what-she-does.ts: the static copy's buttons and forms do nothing
 * by themselves); here the live copy receives all three, so nothing she did is lost.
 */

type Field = HTMLInputElement | HTMLTextAreaElement

const fieldSelector = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea'
const controlSelector = 'button, [role=button], [role=tab], label, a[href], input, textarea, select'

/**
 * Drawn on the page: not in a part the static copy keeps for another moment, which index.html's
 * style hides (another part of the day's suggestion and quick activities, the madrugada's card by
 * day, whose 'Começar' buttons come first). Asked of the page as it is drawn, not by its marks, so
 * a part hidden for a new reason is left out too; a hidden control counted would shift every match
 * after it onto the wrong control, or past the last one.
 */
function shown(element: Element): boolean {
  // Browsers without it (Safari before 17.4, jsdom) walk up to the first hidden ancestor.
  if (typeof element.checkVisibility === 'function') return element.checkVisibility()
  for (let at: Element | null = element; at; at = at.parentElement) if (getComputedStyle(at).display === 'none') return false
  return true
}

/** A control as she reads it: which kind, and its name or words. */
const signature = (element: Element) =>
  `${element.tagName}|${element.getAttribute('name') ?? ''}|${element.getAttribute('type') ?? ''}|${element.textContent?.trim() ?? ''}`

/** The same control in the live copy: the n-th of its signature there, as it was in the static one. */
function counterpart<T extends Element>(element: T, from: Element, to: Element, selector: string): T | undefined {
  const same = (root: Element) =>
    [...root.querySelectorAll<T>(selector)].filter((other) => signature(other) === signature(element) && shown(other))
  const index = same(from).indexOf(element)
  return index < 0 ? undefined : same(to)[index]
}

/** Sets a field as typing would: React's controlled fields hear it through the input event. */
function type(field: Field, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Before the static copy goes: its typed words into the live fields, and her focus (with the caret
 * where it was). Returns the live controls she tapped on the static copy, to be tapped, in order,
 * once the app is ready for them.
 */
export function carryOver(staticCopy: Element, live: Element): HTMLElement[] {
  for (const field of staticCopy.querySelectorAll<Field>(fieldSelector)) {
    if (field.value === field.defaultValue) continue
    const twin = counterpart(field, staticCopy, live, fieldSelector)
    if (twin && twin.value !== field.value) type(twin, field.value)
  }
  const focused = document.activeElement
  if (focused instanceof HTMLElement && staticCopy.contains(focused)) {
    const twin = counterpart(focused, staticCopy, live, controlSelector)
    twin?.focus()
    if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && twin && 'setSelectionRange' in twin) {
      try {
        ;(twin as Field).setSelectionRange(focused.selectionStart, focused.selectionEnd)
      } catch {
        // An e-mail or number field has no caret to place: the focus is enough.
      }
    }
  }
  const taps = window.prerenderedTaps ?? []
  window.prerenderedTaps = undefined
  return taps.flatMap((tapped, i) => {
    // A double tap on a button is one tap (a check box tapped twice is tapped twice).
    if (tapped === taps[i - 1] && tapped.tagName !== 'LABEL') return []
    const twin = tapped instanceof HTMLElement && staticCopy.contains(tapped) && counterpart(tapped, staticCopy, live, controlSelector)
    return twin ? [twin] : []
  })
}
