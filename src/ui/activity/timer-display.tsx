import { Box, Stack, Text } from '@chakra-ui/react'
import { clockText, spokenTime } from './timer-text'

interface TimerDisplayProps {
  remainingSeconds: number
  totalSeconds: number
}

/** The remaining time (mm:ss) and a thin bar of what is done. */
export function TimerDisplay({ remainingSeconds, totalSeconds }: TimerDisplayProps) {
  const done = totalSeconds > 0 ? (totalSeconds - remainingSeconds) / totalSeconds : 0
  return (
    <Stack gap="2">
      <Stack direction="row" align="baseline" gap="2">
        <Text
          role="timer"
          aria-label={`Tempo restante: ${spokenTime(remainingSeconds)}`}
          fontSize="4xl"
          fontWeight="semibold"
          lineHeight="1"
          fontVariantNumeric="tabular-nums"
          letterSpacing="tight"
        >
          {clockText(remainingSeconds)}
        </Text>
        <Text aria-hidden fontSize="sm" color="fg.muted">
          restantes
        </Text>
      </Stack>
      <Box aria-hidden h="1.5" rounded="full" bg="bg.emphasized" overflow="hidden">
        <Box
          h="full"
          bg="colorPalette.solid"
          rounded="full"
          width={`${Math.round(done * 1000) / 10}%`}
          // Glides as the seconds pass; back to zero at once, so no sliver is left after 'Parar'.
          transition={done > 0 ? 'width 0.9s linear' : 'none'}
        />
      </Box>
    </Stack>
  )
}
