import { SimpleGrid, Text } from '@chakra-ui/react'
import { fitsMinutes, type MinutesFilter } from '../../data/minutes-filter'
import type { Playable } from '../../data/playable'
import { PlanActivityCard } from './plan-activity-card'

interface ActivityGridProps {
  activities: readonly Playable[]
  filter: MinutesFilter
  onStart: (activity: Playable) => void
}

/** One tab's activities that fit her time, each with 'Começar'. */
export function ActivityGrid({ activities, filter, onStart }: ActivityGridProps) {
  const shown = activities.filter((activity) => fitsMinutes(activity.minutes, filter))
  if (shown.length === 0)
    return <Text color="fg.muted">Nada com esse tempo aqui. Escolha outro tempo acima.</Text>
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {shown.map((activity) => (
        <PlanActivityCard key={activity.id} activity={activity} onStart={onStart} />
      ))}
    </SimpleGrid>
  )
}
