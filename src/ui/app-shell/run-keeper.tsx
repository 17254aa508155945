import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { playableFromActivity } from '../../data/playable'
import { isLetGo, runTotalSeconds, timerEndsAt } from '../../device/run-clock'
import type { KeptRun } from '../../device/run-format'
import { endRun, keptByThisPage, keptRuns } from '../../device/run-in-progress'
import { pageStartedAt, subscribeRuns } from '../../device/run-signal'
import { useActivityPlayer } from '../player/activity-player-host'
import { useRoutinePlayer } from '../player/routine-player-host'
import { claimsVersion, isClaimed, PLAYER, subscribeClaims } from '../run/claimed-runs'
import { runsOnHere } from '../run/run-resume'

const noRuns: readonly KeptRun[] = []

/** Another tab started or moved it since this page opened: that tab runs it. */
const anotherTabs = (run: KeptRun) => !keptByThisPage(run.key) && run.keptAt > pageStartedAt

/**
 * Takes up the runs kept on her device that no screen holds (docs/product.md, A run is hers):
 * after a reload or a tab the phone discarded, the player opens where she was ('Continuar de onde
 * parei'), or completes and celebrates one whose time ran out meanwhile; a dashboard card left
 * running while she is on another screen runs on, and is completed and celebrated here when its
 * time comes. A run nobody came back to for hours is let go quietly. One player at a time.
 */
export function RunKeeper() {
  const runs = useSyncExternalStore(subscribeRuns, keptRuns, () => noRuns)
  const claims = useSyncExternalStore(subscribeClaims, claimsVersion, () => 0)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const activityPlayer = useActivityPlayer()
  const routinePlayer = useRoutinePlayer()
  const { play: playActivity } = activityPlayer
  const { play: playRoutine } = routinePlayer
  // What was handed to a player already; a run gone is forgotten here too.
  const handed = useRef(new Set<string>())
  const [wakeUps, wakeUp] = useState(0)

  useEffect(() => {
    for (const key of handed.current) if (!runs.some((run) => run.key === key)) handed.current.delete(key)
    if (isClaimed(PLAYER)) return // a player is open: the next run waits for it
    const now = Date.now()
    let nextEnd = Infinity
    const latestFirst = [...runs].sort((a, b) => b.keptAt - a.keptAt)
    for (const run of latestFirst) {
      if (isClaimed(run.key) || handed.current.has(run.key) || anotherTabs(run)) continue
      if (isLetGo(run, now)) {
        endRun(run.key)
        continue
      }
      if (run.what.kind === 'card') {
        // On the dashboard its card takes it up; one left running on another screen runs on until its end.
        if (pathname === '/dashboard') continue
        const endsAt = runsOnHere(run) ? timerEndsAt(run.timer!, runTotalSeconds(run))! : null
        if (endsAt !== null && endsAt > now) {
          nextEnd = Math.min(nextEnd, endsAt)
          continue
        }
        // Paused and left on the dashboard in this page: it waits there for her.
        if (keptByThisPage(run.key) && endsAt === null) continue
      }
      handed.current.add(run.key)
      if ('index' in run) playRoutine({ routine: run.what.routine, startedFrom: run.what.startedFrom, kept: run })
      else if (run.what.kind === 'card')
        playActivity({ playable: playableFromActivity(run.what.activity), startedFrom: 'dashboard', kept: run })
      else playActivity({ playable: run.what.playable, startedFrom: run.what.startedFrom, kept: run })
      return
    }
    if (nextEnd === Infinity) return
    const timeout = setTimeout(() => wakeUp((count) => count + 1), nextEnd - now)
    return () => clearTimeout(timeout)
  }, [runs, claims, pathname, wakeUps, playActivity, playRoutine])

  return (
    <>
      {activityPlayer.player}
      {routinePlayer.player}
    </>
  )
}
