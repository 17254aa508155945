import { Box, type BoxProps } from '@chakra-ui/react'
import { barWidth, progressbarAttributes } from './progressbar-value'

interface ProgressBarProps extends Pick<BoxProps, 'colorPalette' | 'h'> {
  value: number
  max: number
  /** What the bar measures, with its value: screen readers say it for the whole bar. */
  label: string
}

/**
 * A bar with the progressbar role and its value, drawn with two boxes. Chakra's Progress runs a
 * zag machine and builds an Intl.NumberFormat for a value that never changes while it is shown:
 * on the dashboard that was the largest cost after React's own (BENCHMARKS.md, History).
 */
export function ProgressBar({ value, max, label, colorPalette, h = '2.5' }: ProgressBarProps) {
  return (
    <Box
      {...progressbarAttributes(value, max, label)}
      colorPalette={colorPalette}
      h={h}
      rounded="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      {/* Its width inline, not a class per value: the static copy is given hers before the app arrives (src/ui/dashboard/figures-in-the-copy.ts). */}
      <Box h="full" style={{ width: barWidth(value, max) }} rounded="full" bg="colorPalette.solid" transition="width 0.5s" />
    </Box>
  )
}
