import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { Clock, Play } from 'lucide-react'
import { useId } from 'react'
import type { Playable } from '../../data/playable'
import { activityKinds } from '../activity/activity-kind'
import { kindLabels } from '../activity/kind-labels'

interface PlanActivityCardProps {
  activity: Playable
  /** 'Começar': opens the activity player on it. */
  onStart: (activity: Playable) => void
}

/** An exercise, a breathing practice, a meditation or a recipe: title, description, minutes, type and 'Começar'. */
export function PlanActivityCard({ activity, onStart }: PlanActivityCardProps) {
  const titleId = useId()
  const { icon: Icon, palette } = activityKinds[activity.type]
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg.panel"
      rounded="l3"
      data-activity={activity.id}
    >
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge recipe={badgeRecipe} size="md" variant="subtle" colorPalette={palette}>
            <Icon aria-hidden size={14} /> {kindLabels[activity.kind]}
          </Badge>
          <Badge recipe={badgeRecipe} size="md" variant="outline" colorPalette="gray">
            <Clock aria-hidden size={14} /> {activity.minutes} min
          </Badge>
        </HStack>
        <Heading as="h2" size="lg" id={titleId}>
          {activity.title}
        </Heading>
        <Text color="fg.muted">{activity.description}</Text>
      </Card.Body>
      <Card.Footer>
        <Button size="lg" w={{ base: 'full', sm: 'auto' }} aria-describedby={titleId} onClick={() => onStart(activity)}>
          <Play aria-hidden /> Começar
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
