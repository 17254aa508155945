import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import { lazyComponent, useAfterIdle } from '../lazy/load-when-needed'
import type { PlayRequest } from './player-request'

// Not in any screen's first load: fetched when the page is first idle, so it is there when she
// taps 'Começar', even if the connection has gone by then.
const loadPlayer = () => import('./activity-player').then((m) => m.ActivityPlayer)
const ActivityPlayer = lazyComponent(loadPlayer)

export interface ActivityPlayerHost {
  /** Opens the player on this activity. */
  play: (request: PlayRequest) => void
  /** The player while it is open: render it anywhere in the screen. */
  player: ReactNode
}

/** The activity player for a screen: one at a time, each opening a fresh run. */
export function useActivityPlayer(): ActivityPlayerHost {
  const [open, setOpen] = useState<{ request: PlayRequest; run: number } | null>(null)
  const idle = useAfterIdle()
  useEffect(() => {
    if (idle) void loadPlayer().catch(() => {}) // offline now: 'Começar' tries again
  }, [idle])
  const play = useCallback((request: PlayRequest) => setOpen((before) => ({ request, run: (before?.run ?? 0) + 1 })), [])
  const close = useCallback(() => setOpen(null), [])
  const player = open && (
    <Suspense fallback={null}>
      <ActivityPlayer key={open.run} request={open.request} onClose={close} />
    </Suspense>
  )
  return { play, player }
}
