import { startTransition, useEffect, useState } from 'react'
import { track, whenIdle } from './moments'

const nothing = () => {}

/**
 * What `load` gives once the page is first idle (or at once when `now`), in a transition;
 * undefined until then, and if it cannot come (offline: asked again when `now` changes). Counted
 * among the late parts the page says have come.
 */
export function useLoadedOnceIdle<T>(load: () => Promise<T>, { now = false }: { now?: boolean } = {}): T | undefined {
  const [value, setValue] = useState<{ here: T }>()
  useEffect(() => {
    if (value) return undefined
    const fetch = () => track(load().then((here) => startTransition(() => setValue({ here })), nothing))
    if (!now) return whenIdle(fetch)
    fetch()
    return undefined
  }, [now, value, load])
  return value?.here
}
