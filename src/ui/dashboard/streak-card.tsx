import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Flame, ShieldCheck } from 'lucide-react'
import { streakRingDays } from '../../data/daily'
import type { Streak } from '../../progress/streak'
import { ProgressRing } from '../meters/progress-ring'
import { useMovingRingRange } from '../motion/use-moving-ring-range'
import { UntilKnown } from '../until-known'
import { WhenKnownShows } from '../when-known-shows'
import { streakWords } from './figure-words'

/**
 * Her streak: the ring full at 30 days (SPEC §9: fill = days / 30, capped at 100%), the days in
 * words (at 0 an invitation, never a reproach), and her pausa when yesterday was protected.
 */
export function StreakCard({ streak, known }: { streak: Streak; known: boolean }) {
  const { days } = streak
  const words = streakWords(days)
  const MovingRange = useMovingRingRange()
  return (
    <Card.Root as="section" aria-labelledby="sequencia" variant="outline" bg="bg.panel" rounded="l3" h="full">
      <Card.Body gap="4" p={{ base: 'min(1.25rem, 6.25vw)', md: '6' }}>
        <HStack gap="2" color="brand.fg">
          <Flame aria-hidden size="1.1rem" />
          <Heading as="h2" id="sequencia" size="md">
            Sequência
          </Heading>
        </HStack>
        <UntilKnown known={known}>
          {/* With her text at 200 % on a phone, the words go under the ring instead of one to a line beside it. */}
          <HStack gap="5" wrap="wrap">
            <ProgressRing
              value={Math.min(days, streakRingDays)}
              max={streakRingDays}
              label={words.ringLabel}
              Range={MovingRange}
            >
              <Text fontSize="3xl" fontWeight="bold" fontFamily="heading">
                {days}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {words.unit}
              </Text>
            </ProgressRing>
            <StreakWords words={words} protectedYesterday={streak.protectedYesterday} known={known} />
          </HStack>
        </UntilKnown>
      </Card.Body>
    </Card.Root>
  )
}

function StreakWords({ words, protectedYesterday, known }: { words: ReturnType<typeof streakWords>; protectedYesterday: boolean; known: boolean }) {
  return (
    <Stack gap="1" flex="1 1 10rem" minW="0">
      <Text fontWeight="semibold">
        {words.title}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {words.line}
      </Text>
      <WhenKnownShows known={known} shown={protectedYesterday}>
        <Stack gap="0.5" mt="1">
          <HStack gap="1.5" color="calm.fg" fontWeight="medium" fontSize="sm">
            <ShieldCheck aria-hidden size="1rem" />
            <Text>Sua sequência foi protegida ontem</Text>
          </HStack>
          <Text color="fg.muted" fontSize="xs">
            Um dia de pausa a cada 7 não quebra a sequência.
          </Text>
        </Stack>
      </WhenKnownShows>
    </Stack>
  )
}
