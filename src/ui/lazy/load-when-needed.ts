import { lazy, useEffect, useState, type ComponentType } from 'react'

/** A component kept out of the screen's first load (a dialog, a drawer, a tooltip). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })))
}

// Once the page has been idle, what waits for it (its code fetched by then) need not wait again:
// a screen she comes back to shows its parts at once.
let beenIdle = false
const waiting = new Set<() => void>()
let cancelAsk: (() => void) | undefined

/** Asks the browser once for its first idle moment, on behalf of every part that waits for it. */
function askForIdle(): () => void {
  const done = () => {
    beenIdle = true
    cancelAsk = undefined
    const parts = [...waiting]
    waiting.clear()
    // All the parts at once: one render and one commit, not one each. Not a transition: one
    // that suspends on a part's code waits on timers, and a page whose clock is held never shows it.
    parts.forEach((show) => show())
  }
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(done, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(done, 1000)
  return () => clearTimeout(id)
}

/** Calls `show` at the browser's first idle moment; the returned function stops waiting. */
function whenIdle(show: () => void): () => void {
  waiting.add(show)
  cancelAsk ??= askForIdle()
  return () => {
    waiting.delete(show)
    if (waiting.size === 0) {
      cancelAsk?.()
      cancelAsk = undefined
    }
  }
}

/** False until the browser is first idle after the page loaded: the moment to fetch what may be needed. */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(beenIdle)
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle])
  return idle
}

/** True from the first time `condition` holds: mount a lazy part then, and keep it mounted. */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition)
  if (condition && !seen) setSeen(true)
  return seen || condition
}
