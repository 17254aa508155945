import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { hasBeenIdle, track, whenIdle } from './moments'

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
  /** Reads what says the part is needed: its props (E: the ones it reads, or only it) and her state. */
  useNeeds?: (props: E) => PartNeeds
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

const nothing = () => {}

/** Calls `near` once `element` is within 300 px of the screen (at once where the browser cannot tell); the returned function stops watching. */
function whenNear(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near()
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), { rootMargin: '300px' })
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * A part of a screen kept out of its first load, as a component: it fetches its code at its moment
 * (or when `useNeeds` says now), draws it once here, and `placeholder` until then. Once here it is
 * drawn as it is, never through a suspense that would wait once more. The page's word on the late
 * parts (moments.ts) counts it from its moment until its code is here.
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
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null // offline for a moment: asked again the next time it is needed
        throw error
      },
    ))
  // Drawn in a transition, so that React renders a card in slices the browser can answer between
  // (a render outside one is a single long task); counted as on its way until that render is on
  // the page, or the part is gone from it.
  let beingDrawn: Array<() => void> = []
  let partsHere = 0
  const settleDrawn = () => {
    beingDrawn.forEach((settle) => settle())
    beingDrawn = []
  }
  const fetch = (draw: (component: () => ComponentType<P>) => void) =>
    track(
      loadOnce().then(
        (component) =>
          new Promise<void>((settle) => {
            if (partsHere === 0) return settle()
            beingDrawn.push(settle)
            startTransition(() => draw(() => component))
          }),
        nothing,
      ),
    )
  const waits = when === 'idle' || when === 'near'

  function Part(props: P & E) {
    const { now = false, shown = true } = useNeeds(props)
    const [Loaded, setLoaded] = useState(() => loaded)
    useEffect(() => {
      if (Loaded) settleDrawn()
    }, [Loaded])
    useEffect(() => {
      partsHere += 1
      return () => {
        partsHere -= 1
        settleDrawn()
      }
    }, [])
    const place = useRef<HTMLDivElement>(null)
    const [came, setCame] = useState(() => !waits || hasBeenIdle())
    useEffect(() => {
      if (came) return undefined
      const arrive = () => {
        if (shown) fetch(setLoaded)
        setCame(true)
      }
      const stopIdle = whenIdle(arrive)
      const stopNear = when === 'near' && place.current ? whenNear(place.current, arrive) : nothing
      return () => {
        stopIdle()
        stopNear()
      }
    }, [came, shown])
    const asked = useOnceTrue(now)
    const drawnNow = shown && (came || asked)
    const drawn = useOnceTrue(stays && drawnNow) || drawnNow
    useEffect(() => {
      if (!Loaded && (asked || (came && shown))) fetch(setLoaded)
    }, [Loaded, asked, came, shown])

    if (Loaded && drawn) return <Loaded {...props} />
    if (!came) return when === 'near' ? <div ref={place}>{placeholder}</div> : waits && placeholder
    return drawn && placeholder
  }
  return Object.assign(Part, { load: loadOnce })
}
