import { lazy, useEffect, useState, type ComponentType } from 'react'

/** A component kept out of the screen's first load (a dialog, a drawer, a tooltip). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })))
}

/** False until the browser is first idle after mount: the moment to fetch what may be needed. */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(() => setIdle(true), 1000)
    return () => clearTimeout(id)
  }, [])
  return idle
}

/** True from the first time `condition` holds: mount a lazy part then, and keep it mounted. */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition)
  if (condition && !seen) setSeen(true)
  return seen || condition
}
