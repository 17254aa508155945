import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Target } from 'lucide-react'
import type { DailyGoal } from '../../progress/daily-goal'
import { ProgressBar } from '../progress/progress-bar'
import { Placeholder } from './placeholder'

/** Today's goal: what she did of the activities a day her time allows. */
export function DailyGoalCard({ goal }: { goal: DailyGoal | null }) {
  const percent = goal?.percent ?? 0
  return (
    <Card.Root as="section" aria-labelledby="meta-diaria" variant="outline" bg="bg.panel" rounded="l3" h="full">
      <Card.Body gap="4" p={{ base: '5', md: '6' }}>
        <HStack gap="2" color="calm.fg">
          <Target aria-hidden size="1.1rem" />
          <Heading as="h2" id="meta-diaria" size="md">
            Meta diária
          </Heading>
        </HStack>
        <Stack gap="2">
          {goal ? (
            <Text fontSize="4xl" fontWeight="bold" fontFamily="heading" lineHeight="1" aria-hidden>
              {percent}%
            </Text>
          ) : (
            <Placeholder h="9" w="20" />
          )}
          <ProgressBar value={percent} max={100} label={`Meta diária: ${percent}%`} colorPalette="calm" h="3" />
        </Stack>
        {goal ? (
          <Stack gap="1">
            <Text color="fg.muted">{goal.text}</Text>
            {goal.reached && (
              <Text color="calm.fg" fontWeight="medium" fontSize="sm">
                Meta de hoje cumprida. Que orgulho!
              </Text>
            )}
          </Stack>
        ) : (
          <Placeholder h="5" w="full" maxW="56" />
        )}
      </Card.Body>
    </Card.Root>
  )
}
