import { Box, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { filledFraction, progressbarAttributes } from './progressbar-value'

interface ProgressRingProps {
  value: number
  max: number
  /** What the ring measures, with its value: screen readers say it for the whole ring. */
  label: string
  /** What shows in the middle (hidden from screen readers: the label says it). */
  children: ReactNode
}

const SIZE = 96
const THICKNESS = 10
const RADIUS = (SIZE - THICKNESS) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** A ring with the progressbar role, filled value / max (capped at full). Why not Chakra's
 * ProgressCircle: see ProgressBar. */
export function ProgressRing({ value, max, label, children }: ProgressRingProps) {
  const filled = (filledFraction(value, max) * CIRCUMFERENCE).toFixed(2)
  const circle = { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS, fill: 'none', strokeWidth: THICKNESS } as const
  return (
    <Box
      {...progressbarAttributes(value, max, label)}
      position="relative"
      boxSize={`${SIZE / 16}rem`}
      flexShrink="0"
    >
      <chakra.svg aria-hidden viewBox={`0 0 ${SIZE} ${SIZE}`} boxSize="full" transform="rotate(-90deg)">
        <chakra.circle {...circle} stroke="bg.emphasized" />
        <chakra.circle
          {...circle}
          data-part="range"
          stroke="brand.solid"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE.toFixed(2)}`}
          transition="stroke-dasharray 0.6s"
        />
      </chakra.svg>
      <Box aria-hidden position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center" lineHeight="1">
        {children}
      </Box>
    </Box>
  )
}
