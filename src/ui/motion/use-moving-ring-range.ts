import type { ComponentType } from 'react'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import type { RingRangeProps } from '../meters/progress-ring'

const loadRange = () => import('./moving-ring-range').then((module): ComponentType<RingRangeProps> => module.MovingRingRange)

/**
 * The ring's moving arc (framer-motion), fetched once the page is first idle so that it is in no
 * first load; until then, and offline if it never comes, the ring is drawn still.
 */
export function useMovingRingRange(): ComponentType<RingRangeProps> | undefined {
  return useLoadedOnceIdle(loadRange)
}
