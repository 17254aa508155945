import { lazy, useEffect, useState, type ComponentType } from 'react'

/** A component kept out of the screen's first load (a dialog, a drawer, a tooltip). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })))
}

// Once the page has been idle, what waits for it (its code fetched by then) need not wait again:
// a screen she comes back to shows its parts at once.
let beenIdle = false

/** False until the browser is first idle after the page loaded: the moment to fetch what may be needed. */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(beenIdle)
  useEffect(() => {
    if (idle) return
    const done = () => {
      beenIdle = true
      setIdle(true)
    }
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(done, 1000)
    return () => clearTimeout(id)
  }, [idle])
  return idle
}

/** True from the first time `condition` holds: mount a lazy part then, and keep it mounted. */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition)
  if (condition && !seen) setSeen(true)
  return seen || condition
}
