import { Suspense, useSyncExternalStore } from 'react'
import { isRunKept, subscribeRuns } from '../../device/run-signal'
import { lazyComponent, useOnceTrue } from '../lazy/load-when-needed'

// Loaded only once a run is kept on her device: most visits have none.
const RunKeeper = lazyComponent(() => import('./run-keeper').then((m) => m.RunKeeper))

/** The run keeper (run-keeper.tsx), from the first moment a run is kept on, for the rest of the visit. */
export function RunKeeperWhenNeeded() {
  const kept = useSyncExternalStore(subscribeRuns, isRunKept, () => false)
  if (!useOnceTrue(kept)) return null
  return (
    <Suspense fallback={null}>
      <RunKeeper />
    </Suspense>
  )
}
