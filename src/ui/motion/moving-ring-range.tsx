import { chakra } from '@chakra-ui/react'
import { m } from 'framer-motion'
import type { RingRangeProps } from '../meters/progress-ring'
import { CalmMotion } from './calm-motion'

/** The ring's filled arc, moving calmly to a new value (still under reduced motion); shown as it is at first. */
export function MovingRingRange({ strokeDasharray, ...circle }: RingRangeProps) {
  return (
    <CalmMotion>
      <chakra.g color="brand.solid">
        <m.circle {...circle} data-part="range" stroke="currentColor" strokeLinecap="round" initial={false} animate={{ strokeDasharray }} />
      </chakra.g>
    </CalmMotion>
  )
}
