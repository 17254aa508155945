import { Box, type BoxProps } from '@chakra-ui/react'

interface ProgressBarProps extends Pick<BoxProps, 'colorPalette' | 'h'> {
  value: number
  max: number
  /** What the bar measures, with its value: screen readers say it for the whole bar. */
  label: string
}

/**
 * A bar with the progressbar role and its value, drawn with two boxes. Chakra's Progress runs a
 * zag machine and builds an Intl.NumberFormat for a value that never changes while it is shown:
 * on the dashboard that was the largest cost after React's own (bench:startup, CPU 4× slower).
 */
export function ProgressBar({ value, max, label, colorPalette, h = '2.5' }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, (value / max) * 100))
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={max}
      colorPalette={colorPalette}
      h={h}
      rounded="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} rounded="full" bg="colorPalette.solid" transition="width 0.5s" />
    </Box>
  )
}
