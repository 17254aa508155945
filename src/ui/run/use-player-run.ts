import { useLayoutEffect, useRef, useState } from 'react'
import type { KeptRun } from '../../device/run-format'
import { endRun } from '../../device/run-in-progress'
import { claimRun, PLAYER } from './claimed-runs'
import { ranOutAt } from './run-resume'

/**
 * A player's run on her device: kept under the player's key, or under the key of the run it takes
 * up (a dashboard card's, after a reload elsewhere). While open, the player holds its run and the
 * player's place, so the run keeper waits.
 */
export function usePlayerRun(kept: KeptRun | undefined) {
  const key = kept?.key ?? PLAYER
  const ranOut = useRef(kept && ranOutAt(kept, Date.now()))
  useLayoutEffect(() => {
    const releaseRun = claimRun(key)
    const releasePlayer = key === PLAYER ? () => {} : claimRun(PLAYER)
    return () => {
      releaseRun()
      releasePlayer()
    }
  }, [key])
  const [end] = useState(() => () => endRun(key))
  return {
    key,
    /** She left it ('Sair'): nothing of it is kept. */
    end,
    /** When the completion is written: when its time ran out while she was away, or now. */
    completedAt: () => {
      const at = ranOut.current ?? new Date()
      ranOut.current = undefined
      return at
    },
  }
}
