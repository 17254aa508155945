import { Grid, Heading, Stack } from '@chakra-ui/react'
import { useActorRef } from '@xstate/react'
import { useCallback, useRef } from 'react'
import { dashboardActivities } from '../../data/activities'
import type { Activity } from '../../data/activity-types'
import { dailyGoal, dailySuggestion, phraseOfTheDay, streakDays } from '../../data/daily'
import { celebrationMachine } from '../../machines/celebration.machine'
import { ActivityCard, type ActivityCardHandle } from '../activity/activity-card'
import { CelebrationWhenNeeded } from '../celebration/celebration-when-needed'
import { inspect } from '../dev/inspector'
import { ScreenHeader } from '../layout/screen-header'
import { matchesNow } from '../layout/use-media-query'
import { DailyGoalCard } from './daily-goal-card'
import { DailySuggestionCard } from './daily-suggestion-card'
import { PhraseCard } from './phrase-card'
import { StreakCard } from './streak-card'

const firstSuggested = dashboardActivities.find((activity) => activity.title === dailySuggestion.activityNames[0])

interface DashboardScreenProps {
  /** The celebration's random source (tests pass a fixed one). */
  random?: () => number
}

export function DashboardScreen({ random = Math.random }: DashboardScreenProps = {}) {
  const cards = useRef(new Map<string, ActivityCardHandle>())
  const lastCompleted = useRef<string | undefined>(undefined)
  const celebration = useActorRef(celebrationMachine, { input: { random }, inspect })

  const celebrate = useCallback(
    (activity: Activity) => {
      lastCompleted.current = activity.id
      celebration.send({
        type: 'celebration.open',
        activityTitle: activity.title,
        reducedMotion: matchesNow('(prefers-reduced-motion: reduce)'),
      })
    },
    [celebration],
  )
  const cardRef = (id: string) => (handle: ActivityCardHandle | null) => {
    if (handle) cards.current.set(id, handle)
    else cards.current.delete(id)
  }

  return (
    <>
      <ScreenHeader title="Olá, Mãe!" subtitle="Que tal reservar um momento para você hoje?" />
      <Stack gap={{ base: '5', md: '6' }}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr' }} gap={{ base: '5', md: '6' }}>
          <Grid gridColumn={{ md: 'span 2', lg: 'span 1' }}>
            <DailySuggestionCard
              suggestion={dailySuggestion}
              onStart={() => firstSuggested && cards.current.get(firstSuggested.id)?.start()}
            />
          </Grid>
          <Grid
            gap={{ base: '5', md: '6' }}
            gridColumn={{ md: 'span 2', lg: 'span 1' }}
            templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1fr' }}
          >
            <StreakCard days={streakDays} />
            <DailyGoalCard percent={dailyGoal.percent} text={dailyGoal.text} />
          </Grid>
        </Grid>
        <PhraseCard phrase={phraseOfTheDay} />
        <Stack as="section" aria-labelledby="atividades-rapidas" gap="4" mt={{ base: '2', md: '4' }}>
          <Heading as="h2" id="atividades-rapidas" size={{ base: 'xl', md: '2xl' }}>
            Atividades Rápidas
          </Heading>
          <Grid
            templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
            gap={{ base: '5', md: '6' }}
            alignItems="stretch"
          >
            {dashboardActivities.map((activity) => (
              <ActivityCard key={activity.id} ref={cardRef(activity.id)} activity={activity} onComplete={celebrate} />
            ))}
          </Grid>
        </Stack>
        <CelebrationWhenNeeded
          actorRef={celebration}
          finalFocusEl={() =>
            lastCompleted.current ? (cards.current.get(lastCompleted.current)?.focusTarget() ?? null) : null
          }
        />
      </Stack>
    </>
  )
}
