import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { CircleCheck, Clock, Play, RotateCcw } from 'lucide-react'
import { useId } from 'react'
import type { Routine } from '../../data/plan'

/** A saved routine. Its buttons carry no action (docs/product.md, Meu Plano): only the label follows `completed`. */
export function RoutineCard({ routine }: { routine: Routine }) {
  const titleId = useId()
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg.panel"
      rounded="l3"
      borderColor={routine.completed ? 'calm.emphasized' : 'border'}
    >
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge recipe={badgeRecipe} size="md" variant="subtle" colorPalette="brand">
            <Clock aria-hidden size={14} /> {routine.totalTime} min total
          </Badge>
          {routine.completed && (
            <Badge recipe={badgeRecipe} size="md" variant="subtle" colorPalette="calm">
              <CircleCheck aria-hidden size={14} /> Concluído hoje
            </Badge>
          )}
        </HStack>
        <Heading as="h2" size="lg" id={titleId}>
          {routine.title}
        </Heading>
        <Text color="fg.muted">{routine.description}</Text>
      </Card.Body>
      <Card.Footer>
        <Button
          size="lg"
          w={{ base: 'full', sm: 'auto' }}
          variant={routine.completed ? 'outline' : 'solid'}
          aria-describedby={titleId}
        >
          {routine.completed ? <RotateCcw aria-hidden /> : <Play aria-hidden />}
          {routine.completed ? 'Repetir' : 'Começar'}
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
