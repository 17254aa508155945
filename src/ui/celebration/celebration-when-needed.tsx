import { useSelector } from '@xstate/react'
import { Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { celebrationMachine } from '../../machines/celebration.machine'
import { lazyComponent, useAfterIdle, useOnceTrue } from '../lazy/load-when-needed'

// The dialog (and its focus trap) is not needed to show the dashboard: it loads once the page is
// idle, so it is there when an activity ends, even if the connection has gone by then.
const CelebrationDialog = lazyComponent(() => import('./celebration-dialog').then((m) => m.CelebrationDialog))

interface CelebrationWhenNeededProps {
  actorRef: ActorRefFrom<typeof celebrationMachine>
  finalFocusEl: () => HTMLElement | null
}

/**
 * The celebration dialog, mounted from the first idle moment or celebration on. A component of its
 * own so that mounting it renders only itself, not the whole dashboard again.
 */
export function CelebrationWhenNeeded({ actorRef, finalFocusEl }: CelebrationWhenNeededProps) {
  const celebrating = useSelector(actorRef, (s) => s.hasTag('open'))
  const mounted = useOnceTrue(useAfterIdle() || celebrating)
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <CelebrationDialog actorRef={actorRef} finalFocusEl={finalFocusEl} />
    </Suspense>
  )
}
