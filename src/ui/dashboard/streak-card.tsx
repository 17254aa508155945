import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Flame } from 'lucide-react'
import { streakRingDays } from '../../data/daily'
import { ProgressRing } from '../progress/progress-ring'

/** The streak ring: full at 30 days (fill = days / 30, capped at 100%: docs/product.md, Dashboard). */
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
          <ProgressRing value={Math.min(days, streakRingDays)} max={streakRingDays} label={label}>
            <Text fontSize="3xl" fontWeight="bold" fontFamily="heading">
              {days}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {days === 1 ? 'dia' : 'dias'}
            </Text>
          </ProgressRing>
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
