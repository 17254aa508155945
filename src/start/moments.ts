// The moments a late part waits for, and the page's word on whether the late parts have come.
// No React: lazy-part.tsx wraps them in hooks.

// Once the page has been idle, what waits for it (its code fetched by then) need not wait again:
// a screen she comes back to shows its parts at once.
let beenIdle = false
let asked = false
const waiting = new Set<() => void>()

// The late parts on their way. The page says where they are in `data-late-parts` on <html>:
// `waiting` for its first idle moment, `coming` once idle while a part is on its way, `arrived`
// when none is; so a browser test waits for that word instead of for the clock
// (tests/e2e/support/parts-ready.ts).
let coming = 0
const tellThePage = () => {
  document.documentElement.dataset.lateParts = !beenIdle ? 'waiting' : coming > 0 ? 'coming' : 'arrived'
}

/** Counts a part on its way until `loading` (its code fetched and handed to React) settles. */
export function track(loading: Promise<unknown>): void {
  coming += 1
  tellThePage()
  const done = () => {
    coming -= 1
    tellThePage()
  }
  loading.then(done, done)
}

/**
 * Calls `show` at the browser's first idle moment, asked of it once for every part that waits;
 * at once when it has come; the returned function stops waiting. All the parts at once: one render
 * and one commit. Each starts its way there, so the page never says "arrived" between the moment
 * and its parts.
 */
export function whenIdle(show: () => void): () => void {
  if (beenIdle) {
    show()
    return () => {}
  }
  waiting.add(show)
  if (!asked) {
    asked = true
    const done = () => {
      beenIdle = true
      waiting.forEach((part) => part())
      waiting.clear()
      tellThePage()
    }
    if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 2000 })
    else setTimeout(done, 1000)
    tellThePage()
  }
  return () => waiting.delete(show)
}

/** Whether the page has been idle since it loaded. */
export const hasBeenIdle = (): boolean => beenIdle
