import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { lazyPart } from '../../start/lazy-part'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import type { RoutinePlayRequest } from './routine-request'

// Not in any screen's first load: fetched when the page is first idle, as the activity player is.
const RoutinePlayer = lazyPart({ load: () => import('./routine-player').then((m) => m.RoutinePlayer), when: 'needed' })

export interface RoutinePlayerHost {
  /** Opens the routine player on this routine (it starts when she taps 'Começar'). */
  play: (request: RoutinePlayRequest) => void
  /** The player while it is open: render it anywhere in the screen. */
  player: ReactNode
}

/**
 * The routine player for a screen: one routine at a time, each opening a fresh run. `onClosed`
 * runs when she closes it (the dashboard then celebrates her daily goal, if the routine reached it).
 */
export function useRoutinePlayer({ onClosed }: { onClosed?: () => void } = {}): RoutinePlayerHost {
  const [open, setOpen] = useState<{ request: RoutinePlayRequest; run: number } | null>(null)
  useLoadedOnceIdle(RoutinePlayer.load) // offline now: 'Começar' tries again
  const onClosedRef = useRef(onClosed)
  useEffect(() => {
    onClosedRef.current = onClosed
  }, [onClosed])
  const play = useCallback(
    (request: RoutinePlayRequest) => setOpen((before) => ({ request, run: (before?.run ?? 0) + 1 })),
    [],
  )
  const close = useCallback(() => {
    setOpen(null)
    onClosedRef.current?.()
  }, [])
  const player = open && <RoutinePlayer key={open.run} request={open.request} onClose={close} />
  return { play, player }
}
