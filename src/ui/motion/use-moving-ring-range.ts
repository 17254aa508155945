import { startTransition, useEffect, useState, type ComponentType } from 'react'
import type { RingRangeProps } from '../meters/progress-ring'
import { useAfterIdle } from '../lazy/load-when-needed'

/**
 * The ring's moving arc (framer-motion), fetched once the page is first idle so that it is in no
 * first load; until then, and offline if it never comes, the ring is drawn still.
 */
export function useMovingRingRange(): ComponentType<RingRangeProps> | undefined {
  const idle = useAfterIdle()
  const [Range, setRange] = useState<ComponentType<RingRangeProps>>()
  useEffect(() => {
    if (!idle) return undefined
    let mounted = true
    import('./moving-ring-range')
      .then(({ MovingRingRange }) => mounted && startTransition(() => setRange(() => MovingRingRange)))
      .catch(() => {}) // offline: the ring stays still
    return () => {
      mounted = false
    }
  }, [idle])
  return Range
}
