import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Target } from 'lucide-react'
import type { DailyGoal } from '../../progress/daily-goal'
import { ProgressBar } from '../meters/progress-bar'
import { UntilKnown } from '../until-known'
import { WhenKnownShows } from '../when-known-shows'
import { goalWords } from './figure-words'

interface DailyGoalCardProps {
  goal: DailyGoal
  /** False while the build prerenders (no device, no journal). */
  known: boolean
}

/** Today's goal: what she did of the activities a day her time allows. */
export function DailyGoalCard({ goal, known }: DailyGoalCardProps) {
  const words = goalWords(goal)
  return (
    <Card.Root as="section" aria-labelledby="meta-diaria" variant="outline" bg="bg.panel" rounded="l3" h="full">
      <Card.Body gap="4" p={{ base: 'min(1.25rem, 6.25vw)', md: '6' }}>
        <HStack gap="2" color="calm.fg">
          <Target aria-hidden size="1.1rem" />
          <Heading as="h2" id="meta-diaria" size="md">
            Meta diária
          </Heading>
        </HStack>
        <UntilKnown known={known}>
          <Stack gap="4">
            <Stack gap="2">
              <Text fontSize="4xl" fontWeight="bold" fontFamily="heading" lineHeight="1" aria-hidden>
                {words.percent}
              </Text>
              <ProgressBar
                value={goal.percent}
                max={100}
                label={words.barLabel}
                colorPalette="calm"
                h="3"
              />
            </Stack>
            <Stack gap="1">
              <Text color="fg.muted">
                {goal.text}
              </Text>
              <WhenKnownShows known={known} shown={goal.reached}>
                <Text color="calm.fg" fontWeight="medium" fontSize="sm">
                  Meta de hoje cumprida. Que orgulho!
                </Text>
              </WhenKnownShows>
            </Stack>
          </Stack>
        </UntilKnown>
      </Card.Body>
    </Card.Root>
  )
}
