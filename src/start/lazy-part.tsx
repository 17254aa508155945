import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { hasBeenIdle, partComing, whenIdle, whenNear } from './moments'

/**
 * When a part kept out of a screen's first load comes (docs/architecture.md, How a screen starts):
 * - `first`: before the first render, brought by the route's loader (route-parts.ts); where the
 *   loader did not bring it, as `needed`;
 * - `idle`: at the page's first idle moment;
 * - `near`: as its place nears the screen (300 px ahead), or at the first idle moment;
 * - `needed`: as the screen draws it (a tap opened it), or as her state asks (`useNeeds`).
 */
export type Moment = 'first' | 'idle' | 'near' | 'needed'

/** What her state says of a part, read as the part renders (a hook). */
export interface PartNeeds {
  /** Fetch it now, whatever its moment (a run kept, an activity under way, a dialog to open). */
  now?: boolean
  /** Draw it once here (true unless said otherwise): false keeps it fetched but off the page. */
  shown?: boolean
}

interface PartOptions<P, E> {
  load: () => Promise<ComponentType<P>>
  when: Moment
  /** What holds its place until it is drawn, the part's size, so that nothing moves at takeover. */
  placeholder?: ReactNode
  /** Once drawn, it stays (a dialog that then closes as any dialog does). */
  stays?: boolean
  /** Reads what says the part is needed: its props (E: the ones only this reads) and her state. */
  useNeeds?: (props: P & E) => PartNeeds
}

export interface LazyPart<P, E = object> {
  (props: P & E): ReactNode
  /** Its code, fetched once (again after a failure): what a route's loader awaits. */
  load: () => Promise<ComponentType<P>>
}

const noNeeds = (): PartNeeds => ({})

/** True from the first time `condition` holds. */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition)
  if (condition && !seen) setSeen(true)
  return seen || condition
}

/**
 * A part of a screen kept out of its first load, as a component: it fetches its code at its moment
 * (or when `useNeeds` says now), draws it once here, and `placeholder` until then. Once here it is
 * drawn as it is, never through a suspense that would wait once more. The page's word on the late
 * parts (moments.ts) counts it from its moment until it is drawn.
 */
export function lazyPart<P extends object, E extends object = object>({
  load,
  when,
  placeholder = null,
  stays = false,
  useNeeds = noNeeds,
}: PartOptions<P, E>): LazyPart<P, E> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null // offline for a moment: asked again the next time it is needed
        throw error
      },
    )
    return loading
  }

  function Part(props: P & E) {
    const { now = false, shown = true } = useNeeds(props)
    const [Loaded, setLoaded] = useState(() => loaded)
    const place = useRef<HTMLDivElement>(null)
    const arrival = useRef<(() => void) | null>(null)
    const waits = when === 'idle' || when === 'near'
    const [came, setCame] = useState(() => !waits || hasBeenIdle())
    useEffect(() => {
      if (came || !waits) return undefined
      const arrive = () => {
        arrival.current ??= partComing()
        setCame(true)
      }
      const stopIdle = whenIdle(arrive)
      const stopNear = when === 'near' && place.current ? whenNear(place.current, arrive) : undefined
      return () => {
        stopIdle()
        stopNear?.()
      }
    }, [came, waits])
    const asked = useOnceTrue(now)
    const wanted = asked || (came && shown)
    const drawnNow = shown && (came || asked)
    const drawnOnce = useOnceTrue(stays && drawnNow)
    const drawn = drawnNow || drawnOnce
    useEffect(() => {
      if (!wanted || Loaded) return undefined
      arrival.current ??= partComing()
      let live = true
      loadOnce().then(
        (component) => live && setLoaded(() => component),
        () => {
          arrival.current?.()
          arrival.current = null
        },
      )
      return () => {
        live = false
      }
    }, [wanted, shown, Loaded])
    useEffect(() => {
      // Drawn (this effect runs after the commit that drew it), or not wanted after all.
      if (!Loaded && wanted) return
      arrival.current?.()
      arrival.current = null
    })
    useEffect(() => () => arrival.current?.(), [])

    if (Loaded && drawn) return <Loaded {...props} />
    if (!drawn && !(waits && !came)) return null
    if (when === 'near' && !came) return <div ref={place}>{placeholder}</div>
    return placeholder
  }
  return Object.assign(Part, { load: loadOnce })
}

/** False until the browser is first idle after the page loaded: the moment to fetch what may be needed. */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(hasBeenIdle)
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle])
  return idle
}

/**
 * What `load` gives once the page is first idle (or at once when `now`), in a transition;
 * undefined until then, and if it cannot come (offline: asked again when `now` changes). Counted
 * among the late parts the page says have come.
 */
export function useLoadedOnceIdle<T>(load: () => Promise<T>, { now = false }: { now?: boolean } = {}): T | undefined {
  const [value, setValue] = useState<{ current: T }>()
  const arrival = useRef<(() => void) | null>(null)
  const [idle, setIdle] = useState(hasBeenIdle)
  useEffect(() => {
    if (idle) return undefined
    return whenIdle(() => {
      arrival.current ??= partComing()
      setIdle(true)
    })
  }, [idle])
  const wanted = idle || now
  useEffect(() => {
    if (!wanted || value) return undefined
    arrival.current ??= partComing()
    let live = true
    load().then(
      (current) => live && startTransition(() => setValue({ current })),
      () => {
        arrival.current?.()
        arrival.current = null
      },
    )
    return () => {
      live = false
    }
  }, [wanted, now, value, load])
  useEffect(() => {
    if (!value) return
    arrival.current?.()
    arrival.current = null
  }, [value])
  useEffect(() => () => arrival.current?.(), [])
  return value?.current
}

/**
 * A route's loader, which the app awaits before its first render (src/main.tsx) and the build's
 * prerender awaits too: the parts the route's table says come first (route-parts.ts), each by its
 * load. One that fails (offline for a moment) is drawn as it comes.
 */
export async function loadFirst<Name extends string>(names: readonly Name[], loads: Record<Name, () => Promise<unknown>>): Promise<void> {
  await Promise.allSettled(names.map((name) => loads[name]()))
}
