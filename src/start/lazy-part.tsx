import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react'
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

type Arrival = RefObject<(() => void) | null>

/** Counts a part on its way (moments.ts) until `arrived` is called; once, whatever calls it. */
const onItsWay = (arrival: Arrival) => (arrival.current ??= partComing())
const arrived = (arrival: Arrival) => {
  arrival.current?.()
  arrival.current = null
}

/**
 * Whether the page has been idle (or `place` near the screen, when given): the moment of an `idle`
 * or `near` part. The part is counted on its way from that moment, before it renders again, so the
 * page never says "arrived" in between.
 */
function useMomentCame(waits: boolean, arrival: Arrival, place?: RefObject<HTMLDivElement | null>): boolean {
  const [came, setCame] = useState(() => !waits || hasBeenIdle())
  useEffect(() => {
    if (came) return undefined
    const arrive = () => {
      onItsWay(arrival)
      setCame(true)
    }
    const stopIdle = whenIdle(arrive)
    const stopNear = place?.current ? whenNear(place.current, arrive) : undefined
    return () => {
      stopIdle()
      stopNear?.()
    }
  }, [came, arrival, place])
  return came
}

/**
 * What `load` gives once `wanted` (asked again after a failure when `again` changes), in a
 * transition; the part is counted on its way until it is here and drawn, or not wanted.
 */
function useLoaded<T>(load: () => Promise<T>, wanted: boolean, again: unknown, arrival: Arrival, here?: T): T | undefined {
  const [value, setValue] = useState(() => (here === undefined ? undefined : { here }))
  useEffect(() => {
    if (!wanted || value) return undefined
    onItsWay(arrival)
    let live = true
    load().then(
      (loaded) => live && startTransition(() => setValue({ here: loaded })),
      () => arrived(arrival), // offline: asked again when `again` changes
    )
    return () => {
      live = false
    }
  }, [wanted, again, value, load, arrival])
  // After the commit that drew it, or once it is not wanted after all.
  useEffect(() => {
    if (value || !wanted) arrived(arrival)
  })
  useEffect(() => () => arrived(arrival), [arrival])
  return value?.here
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
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null // offline for a moment: asked again the next time it is needed
        throw error
      },
    ))

  function Part(props: P & E) {
    const { now = false, shown = true } = useNeeds(props)
    const place = useRef<HTMLDivElement>(null)
    const arrival = useRef<(() => void) | null>(null)
    const waits = when === 'idle' || when === 'near'
    const came = useMomentCame(waits, arrival, when === 'near' ? place : undefined)
    const asked = useOnceTrue(now)
    const drawn = useOnceTrue(stays && shown && (came || asked)) || (shown && (came || asked))
    const Loaded = useLoaded(loadOnce, asked || (came && shown), shown, arrival, loaded)

    if (Loaded && drawn) return <Loaded {...props} />
    if (!came) return when === 'near' ? <div ref={place}>{placeholder}</div> : waits && placeholder
    return drawn && placeholder
  }
  return Object.assign(Part, { load: loadOnce })
}

/**
 * What `load` gives once the page is first idle (or at once when `now`); undefined until then, and
 * if it cannot come (offline: asked again when `now` changes). Counted among the late parts the
 * page says have come.
 */
export function useLoadedOnceIdle<T>(load: () => Promise<T>, { now = false }: { now?: boolean } = {}): T | undefined {
  const arrival = useRef<(() => void) | null>(null)
  const idle = useMomentCame(true, arrival)
  return useLoaded(load, idle || now, now, arrival)
}
