import { AbsoluteCenter, Card, Heading, HStack, ProgressCircle, Stack, Text } from '@chakra-ui/react'
import { progressCircleSlotRecipe } from '@chakra-ui/react/theme'
import { Flame } from 'lucide-react'
import { streakRingDays } from '../../data/daily'

/** The streak ring: full at 30 days (SPEC §9: fill = days / 30, capped at 100%). */
export function StreakCard({ days }: { days: number }) {
  const label = `Sequência de ${days} ${days === 1 ? 'dia' : 'dias'} seguidos`
  return (
    <Card.Root as="section" aria-labelledby="sequencia" variant="outline" bg="bg.panel" rounded="l3" h="full">
      <Card.Body gap="4" p={{ base: '5', md: '6' }}>
        <HStack gap="2" color="brand.fg">
          <Flame aria-hidden size="1.1rem" />
          <Heading as="h2" id="sequencia" size="md">
            Sequência
          </Heading>
        </HStack>
        <HStack gap="5">
          <ProgressCircle.Root
            recipe={progressCircleSlotRecipe}
            value={Math.min(days, streakRingDays)}
            max={streakRingDays}
            size="xl"
            translations={{ value: () => label }}
          >
            <ProgressCircle.Circle css={{ '--size': '6rem', '--thickness': '0.6rem' }}>
              <ProgressCircle.Track stroke="bg.emphasized" />
              <ProgressCircle.Range stroke="brand.solid" strokeLinecap="round" />
            </ProgressCircle.Circle>
            <AbsoluteCenter aria-hidden flexDirection="column" lineHeight="1">
              <Text fontSize="3xl" fontWeight="bold" fontFamily="heading">
                {days}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {days === 1 ? 'dia' : 'dias'}
              </Text>
            </AbsoluteCenter>
          </ProgressCircle.Root>
          <Stack gap="1">
            <Text fontWeight="semibold">{days} dias seguidos</Text>
            <Text color="fg.muted" fontSize="sm">
              Cada dia conta. Rumo aos {streakRingDays} dias!
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
