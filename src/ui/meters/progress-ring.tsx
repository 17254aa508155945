import { Box, chakra } from '@chakra-ui/react'
import type { ComponentType, ReactNode } from 'react'
import { filledFraction, progressbarAttributes } from './progressbar-value'

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

const SIZE = 96
const THICKNESS = 10
const RADIUS = (SIZE - THICKNESS) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** A ring with the progressbar role, filled value / max (capped at full). Why not Chakra's
 * ProgressCircle: see ProgressBar. */
export function ProgressRing({ value, max, label, children, Range }: ProgressRingProps) {
  const filled = (filledFraction(value, max) * CIRCUMFERENCE).toFixed(2)
  const circle = { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS, fill: 'none', strokeWidth: THICKNESS } as const
  const range: RingRangeProps = { ...circle, strokeDasharray: `${filled} ${CIRCUMFERENCE.toFixed(2)}` }
  return (
    <Box
      {...progressbarAttributes(value, max, label)}
      position="relative"
      boxSize={`${SIZE / 16}rem`}
      flexShrink="0"
    >
      <chakra.svg aria-hidden viewBox={`0 0 ${SIZE} ${SIZE}`} boxSize="full" transform="rotate(-90deg)">
        <chakra.circle {...circle} stroke="bg.emphasized" />
        {Range ? <Range {...range} /> : <chakra.circle {...range} data-part="range" stroke="brand.solid" strokeLinecap="round" />}
      </chakra.svg>
      <Box aria-hidden position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center" lineHeight="1">
        {children}
      </Box>
    </Box>
  )
}
