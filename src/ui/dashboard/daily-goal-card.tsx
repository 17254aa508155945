import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Target } from 'lucide-react'
import { ProgressBar } from '../progress/progress-bar'

interface DailyGoalCardProps {
  percent: number
  text: string
}

/** The daily goal: a bar with its value and the sample text (docs/product.md, Dashboard). */
export function DailyGoalCard({ percent, text }: DailyGoalCardProps) {
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
          <Text fontSize="4xl" fontWeight="bold" fontFamily="heading" lineHeight="1" aria-hidden>
            {percent}%
          </Text>
          <ProgressBar value={percent} max={100} label={`Meta diária: ${percent}%`} colorPalette="calm" h="3" />
        </Stack>
        <Text color="fg.muted">{text}</Text>
      </Card.Body>
    </Card.Root>
  )
}
