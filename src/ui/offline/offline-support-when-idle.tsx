import { Suspense } from 'react'
import { lazyComponent, useAfterIdle } from '../lazy/load-when-needed'

const OfflineSupport = lazyComponent(() => import('./offline-support').then((module) => module.OfflineSupport))

/** The offline support (offline-support.tsx) loads once the page is idle, never with a first screen. */
export function OfflineSupportWhenIdle() {
  const idle = useAfterIdle()
  return idle ? (
    <Suspense>
      <OfflineSupport />
    </Suspense>
  ) : null
}
