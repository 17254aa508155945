import { Box, Stack, Text } from '@chakra-ui/react'
import { clockText, spokenTime } from './timer-text'

interface TimerDisplayProps {
  remainingSeconds: number
  totalSeconds: number
  /** Done: it says the time she gave it, not '00:00 restantes'. */
  completed?: boolean
}

/** The remaining time (mm:ss) and a thin bar of what is done; once completed, the time she took. */
export function TimerDisplay({ remainingSeconds, totalSeconds, completed = false }: TimerDisplayProps) {
  const done = completed ? 1 : totalSeconds > 0 ? (totalSeconds - remainingSeconds) / totalSeconds : 0
  const shown = completed ? totalSeconds : remainingSeconds
  return (
    <Stack gap="2">
      <Stack direction="row" align="baseline" gap="2" wrap="wrap">
        <Text
          role="timer"
          aria-label={completed ? `Concluída: ${spokenTime(totalSeconds)}` : `Tempo restante: ${spokenTime(remainingSeconds)}`}
          fontSize="4xl"
          fontWeight="semibold"
          lineHeight="1"
          fontVariantNumeric="tabular-nums"
          letterSpacing="tight"
        >
          {clockText(shown)}
        </Text>
        <Text aria-hidden fontSize="sm" color="fg.muted">
          {completed ? 'concluídos' : 'restantes'}
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
