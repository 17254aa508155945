import { Badge, HStack } from '@chakra-ui/react'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Playable } from '../../data/playable'
import { activityKinds } from '../activity/activity-kind'
import { kindLabels } from '../activity/kind-labels'

/** What kind of activity it is and how long it takes, in its kind's colours; `children` add a badge (Concluído). */
export function KindAndMinutes({ playable, children }: { playable: Playable; children?: ReactNode }) {
  const Icon = activityKinds[playable.type].icon
  return (
    <HStack gap="2" wrap="wrap" colorPalette={activityKinds[playable.type].palette}>
      <Badge recipe={badgeRecipe} variant="subtle" size="lg">
        <Icon aria-hidden size={16} /> {kindLabels[playable.kind]}
      </Badge>
      <Badge recipe={badgeRecipe} variant="outline" size="lg">
        <Clock aria-hidden size={16} /> {playable.minutes} min
      </Badge>
      {children}
    </HStack>
  )
}
