// The moments a late part waits for, and the page's word on whether the late parts have come.
// No React: lazy-part.tsx wraps them in hooks.

// Once the page has been idle, what waits for it (its code fetched by then) need not wait again:
// a screen she comes back to shows its parts at once.
let beenIdle = false
const waiting = new Set<() => void>()
let cancelAsk: (() => void) | undefined

// The late parts on their way. The page says where they are in `data-late-parts` on <html>:
// `waiting` for its first idle moment (asked of the browser), `coming` once idle while a part is on
// its way, `arrived` when none is; so a browser test waits for that word instead of for the clock
// (tests/e2e/support/parts-ready.ts).
let coming = 0

function tellThePage(): void {
  if (typeof document === 'undefined') return
  document.documentElement.dataset.lateParts = !beenIdle ? 'waiting' : coming > 0 ? 'coming' : 'arrived'
}

/**
 * A late part is on its way (its code asked for, or its moment come): the returned function says
 * it is on the page, or will not come (offline, not wanted after all). Calling it twice counts once.
 */
export function partComing(): () => void {
  coming += 1
  tellThePage()
  let done = false
  return () => {
    if (done) return
    done = true
    coming -= 1
    tellThePage()
  }
}

/** Asks the browser once for its first idle moment, on behalf of every part that waits for it. */
function askForIdle(): () => void {
  const done = () => {
    beenIdle = true
    cancelAsk = undefined
    const parts = [...waiting]
    waiting.clear()
    // All the parts at once: one render and one commit, not one each. Each says it is coming
    // before the page is told, so the page never says "arrived" between the moment and its parts.
    parts.forEach((show) => show())
    tellThePage()
  }
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(done, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(done, 1000)
  return () => clearTimeout(id)
}

/** Calls `show` at the browser's first idle moment; the returned function stops waiting. */
export function whenIdle(show: () => void): () => void {
  waiting.add(show)
  if (!cancelAsk) {
    cancelAsk = askForIdle()
    tellThePage()
  }
  return () => {
    waiting.delete(show)
    if (waiting.size === 0) {
      cancelAsk?.()
      cancelAsk = undefined
    }
  }
}

/** Whether the page has been idle since it loaded. */
export const hasBeenIdle = (): boolean => beenIdle

/** How far below the screen a part starts loading, so it is there before she scrolls to it. */
const AHEAD = '300px'

/** Calls `near` once `element` nears the screen (at once where the browser cannot tell); the returned function stops watching. */
export function whenNear(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      near()
    },
    { rootMargin: AHEAD },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
