import { useSyncExternalStore } from 'react'
import { isRunKept, subscribeRuns } from '../../device/run-signal'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'

const loadRunKeeper = () => import('./run-keeper').then((m) => m.RunKeeper)

/**
 * The run keeper (run-keeper.tsx), from the first moment a run is kept on her device, for the rest
 * of the visit: most visits have none, so it never comes at the idle moment.
 */
export function RunKeeperWhenKept() {
  const kept = useSyncExternalStore(subscribeRuns, isRunKept, () => false)
  const RunKeeper = useLoadedOnceIdle(loadRunKeeper, { now: kept, idle: false })
  return RunKeeper ? <RunKeeper /> : null
}
