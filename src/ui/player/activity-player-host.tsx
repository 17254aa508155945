import { useCallback, useState, type ReactNode } from 'react'
import { lazyPart } from '../../start/lazy-part'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import type { PlayRequest } from './player-request'

// Not in any screen's first load: fetched when the page is first idle, so it is there when she
// taps 'Começar', even if the connection has gone by then.
const ActivityPlayer = lazyPart({ load: () => import('./activity-player').then((m) => m.ActivityPlayer), when: 'needed' })

export interface ActivityPlayerHost {
  /** Opens the player on this activity. */
  play: (request: PlayRequest) => void
  /** The player while it is open: render it anywhere in the screen. */
  player: ReactNode
}

/** The activity player for a screen: one at a time, each opening a fresh run. */
export function useActivityPlayer(): ActivityPlayerHost {
  const [open, setOpen] = useState<{ request: PlayRequest; run: number } | null>(null)
  useLoadedOnceIdle(ActivityPlayer.load) // offline now: 'Começar' tries again
  const play = useCallback((request: PlayRequest) => setOpen((before) => ({ request, run: (before?.run ?? 0) + 1 })), [])
  const close = useCallback(() => setOpen(null), [])
  const player = open && <ActivityPlayer key={open.run} request={open.request} onClose={close} />
  return { play, player }
}
