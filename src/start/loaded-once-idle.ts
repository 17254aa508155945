import { startTransition, useEffect, useState } from 'react'
import { track, whenIdle } from './moments'

const nothing = () => {}

/**
 * What `load` gives once the page is first idle (or at once when `now`), in a transition;
 * undefined until then, and if it cannot come (offline: asked again when `now` or `idle` changes).
 * `idle: false` leaves it to `now` alone (a part that only her state asks for, as the run keeper;
 * the slide-over on a wide screen). Counted among the late parts the page says have come.
 */
export function useLoadedOnceIdle<T>(load: () => Promise<T>, { now = false, idle = true }: { now?: boolean; idle?: boolean } = {}): T | undefined {
  const [value, setValue] = useState<{ here: T }>()
  useEffect(() => {
    if (value) return undefined
    const fetch = () => track(load().then((here) => startTransition(() => setValue({ here })), nothing))
    if (now) fetch()
    else if (idle) return whenIdle(fetch)
    return undefined
  }, [now, idle, value, load])
  return value?.here
}
