import { Box, chakra } from '@chakra-ui/react'
import type { ComponentType, ReactNode } from 'react'
import { progressbarAttributes } from './progressbar-value'
import { RING_RADIUS, RING_SIZE, RING_THICKNESS, ringArc } from './ring-arc'

interface ProgressRingProps {
  value: number
  max: number
  /** What the ring measures, with its value: screen readers say it for the whole ring. */
  label: string
  /** What shows in the middle (hidden from screen readers: the label says it). */
  children: ReactNode
  /** Draws the filled arc instead of the still one (the streak's moves once its motion has loaded). */
  Range?: ComponentType<RingRangeProps> | undefined
}

/** The filled arc's circle, its length in `strokeDasharray`. */
export interface RingRangeProps {
  cx: number
  cy: number
  r: number
  fill: 'none'
  strokeWidth: number
  strokeDasharray: string
}

/** A ring with the progressbar role, filled value / max (capped at full). Why not Chakra's
 * ProgressCircle: see ProgressBar. */
export function ProgressRing({ value, max, label, children, Range }: ProgressRingProps) {
  const circle = { cx: RING_SIZE / 2, cy: RING_SIZE / 2, r: RING_RADIUS, fill: 'none', strokeWidth: RING_THICKNESS } as const
  const range: RingRangeProps = { ...circle, strokeDasharray: ringArc(value, max) }
  return (
    <Box
      {...progressbarAttributes(value, max, label)}
      position="relative"
      boxSize={`${RING_SIZE / 16}rem`}
      flexShrink="0"
    >
      <chakra.svg aria-hidden viewBox={`0 0 ${RING_SIZE} ${RING_SIZE}`} boxSize="full" transform="rotate(-90deg)">
        <chakra.circle {...circle} stroke="bg.emphasized" />
        {/* The still arc's length inline, not a class per value: the dashboard's static copy is given hers before the app arrives (src/ui/dashboard/figures-in-the-copy.ts). */}
        {Range ? (
          <Range {...range} />
        ) : (
          <chakra.circle {...circle} style={{ strokeDasharray: range.strokeDasharray }} data-part="range" stroke="brand.solid" strokeLinecap="round" />
        )}
      </chakra.svg>
      <Box aria-hidden position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center" lineHeight="1">
        {children}
      </Box>
    </Box>
  )
}
