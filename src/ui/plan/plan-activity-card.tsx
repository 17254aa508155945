import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { Clock, Dumbbell, Sparkles } from 'lucide-react'
import { useId } from 'react'
import type { PlanActivity, PlanActivityType } from '../../data/plan'

const types = {
  exercise: { label: 'Exercício', Icon: Dumbbell, palette: 'brand' },
  meditation: { label: 'Meditação', Icon: Sparkles, palette: 'calm' },
} satisfies Record<PlanActivityType, { label: string; Icon: typeof Clock; palette: string }>

/** A saved exercise or meditation: title, description, duration and type. */
export function PlanActivityCard({ activity }: { activity: PlanActivity }) {
  const titleId = useId()
  const { label, Icon, palette } = types[activity.type]
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="bg.panel" rounded="l3">
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge recipe={badgeRecipe} size="md" variant="subtle" colorPalette={palette}>
            <Icon aria-hidden size={14} /> {label}
          </Badge>
          <Badge recipe={badgeRecipe} size="md" variant="outline" colorPalette="gray">
            <Clock aria-hidden size={14} /> {activity.duration} min
          </Badge>
        </HStack>
        <Heading as="h2" size="lg" id={titleId}>
          {activity.title}
        </Heading>
        <Text color="fg.muted">{activity.description}</Text>
      </Card.Body>
    </Card.Root>
  )
}
