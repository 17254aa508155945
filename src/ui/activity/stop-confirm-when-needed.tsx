import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useRef } from 'react'
import { lazyComponent } from '../lazy/load-when-needed'
import type { StopConfirmProps } from './stop-confirm'

const loadStopConfirm = () => import('./stop-confirm').then((module) => module.StopConfirm)
const StopConfirm = lazyComponent(loadStopConfirm)

/**
 * The question 'Parar' asks, kept out of the screen's first load: fetched once the activity is
 * under way (so it is there when she taps). It is on screen exactly while the machine asks, and
 * gone the moment she answers (no exit animation that could leave it over the card); focus then
 * goes back to her place on the card.
 */
export function StopConfirmWhenNeeded({ actorRef, finalFocusEl }: StopConfirmProps) {
  const underWay = useSelector(actorRef, (s) => s.hasTag('active'))
  const asking = useSelector(actorRef, (s) => s.hasTag('askingStop'))
  useEffect(() => {
    if (underWay) void loadStopConfirm().catch(() => {}) // offline and not cached: tried again when she taps
  }, [underWay])
  const wasAsking = useRef(false)
  useEffect(() => {
    if (wasAsking.current && !asking) finalFocusEl()?.focus()
    wasAsking.current = asking
  }, [asking, finalFocusEl])
  return asking ? (
    <Suspense fallback={null}>
      <StopConfirm actorRef={actorRef} finalFocusEl={finalFocusEl} />
    </Suspense>
  ) : null
}
