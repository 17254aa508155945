import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { CircleCheck, Clock, Pencil, Play, RotateCcw, UserRound } from 'lucide-react'
import { useId } from 'react'
import type { Routine } from '../../data/plan'

interface RoutineCardProps {
  routine: Routine
  /** Her journal says she did it today (until her day ends at 03:00). */
  completedToday: boolean
  /** One of hers ('Nova Rotina'): she can change or delete it. */
  onEdit?: () => void
  /** False for her own routines until the routine player runs them: no button that does nothing. */
  startable?: boolean
}

/** A saved routine: 'Concluído hoje' and 'Repetir' when she did it today. Its button plays nothing yet. */
export function RoutineCard({ routine, completedToday, onEdit, startable = true }: RoutineCardProps) {
  const titleId = useId()
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg.panel"
      rounded="l3"
      borderColor={completedToday ? 'calm.emphasized' : 'border'}
    >
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge recipe={badgeRecipe} size="md" variant="subtle" colorPalette="brand">
            <Clock aria-hidden size={14} /> {routine.totalTime} min total
          </Badge>
          {onEdit && (
            <Badge recipe={badgeRecipe} size="md" variant="outline" colorPalette="gray">
              <UserRound aria-hidden size={14} /> Sua rotina
            </Badge>
          )}
          {completedToday && (
            <Badge recipe={badgeRecipe} size="md" variant="subtle" colorPalette="calm">
              <CircleCheck aria-hidden size={14} /> Concluído hoje
            </Badge>
          )}
        </HStack>
        <Heading as="h2" size="lg" id={titleId}>
          {routine.title}
        </Heading>
        {routine.description && <Text color="fg.muted">{routine.description}</Text>}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        {startable && (
          <Button
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            variant={completedToday ? 'outline' : 'solid'}
            aria-describedby={titleId}
          >
            {completedToday ? <RotateCcw aria-hidden /> : <Play aria-hidden />}
            {completedToday ? 'Repetir' : 'Começar'}
          </Button>
        )}
        {onEdit && (
          <Button size="lg" w={{ base: 'full', sm: 'auto' }} variant="outline" aria-describedby={titleId} onClick={onEdit}>
            <Pencil aria-hidden /> Editar
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  )
}
