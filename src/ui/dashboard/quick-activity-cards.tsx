import { Box, Grid } from '@chakra-ui/react'
import { useEffect, useState, type ReactNode } from 'react'
import type { Activity } from '../../data/activity-types'
import type { PartOfDay } from '../../data/daily'
import { quickActivities } from '../../data/quick-activities'
import { whenNoActivityInProgress } from '../activity/activity-in-progress'

const parts = Object.keys(quickActivities) as PartOfDay[]

/**
 * The part of the day whose quick activities show: her clock's, but a turn of the clock (at 12:00,
 * 18:00, 05:00) waits until no activity is under way, so the card she is running stays hers.
 */
export function useQuickActivitiesPart(partOfDay: PartOfDay): PartOfDay {
  const [shown, setShown] = useState(partOfDay)
  useEffect(() => whenNoActivityInProgress(() => setShown(partOfDay)), [partOfDay])
  return shown
}

interface QuickActivityCardsProps {
  /** Null while the build prerenders: there is no clock there. */
  partOfDay: PartOfDay | null
  card: (activity: Activity) => ReactNode
}

/**
 * 'Atividades Rápidas' of the part of the day (docs/product.md, Dashboard). While the build
 * prerenders, a card the parts of the day disagree on is drawn once for each, and index.html's
 * style shows the one of her clock before the app arrives, as it does for the daily suggestion.
 */
export function QuickActivityCards({ partOfDay, card }: QuickActivityCardsProps) {
  if (partOfDay) return quickActivities[partOfDay].map(card)
  return quickActivities.morning.flatMap((morning, slot): ReactNode[] => {
    const variants = parts.map((part) => quickActivities[part][slot]!)
    if (variants.every((activity) => activity.id === morning.id)) return [card(morning)]
    return variants.map((activity, i) => (
      <Box key={`${parts[i]}-${activity.id}`} display="contents" data-suggestion={parts[i]}>
        {card(activity)}
      </Box>
    ))
  })
}

/** The grid of 'Atividades Rápidas': one column on a phone, two on a tablet, three on a wide screen. */
export function QuickActivityGrid({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap={{ base: '5', md: '6' }} alignItems="stretch">
      {children}
    </Grid>
  )
}
