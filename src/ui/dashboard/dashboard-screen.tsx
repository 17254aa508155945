import { Grid, Heading, Stack } from '@chakra-ui/react'
import { useCallback, useRef, useState } from 'react'
import type { Activity } from '../../data/activity-types'
import { dailySuggestions, suggestionRoutineId } from '../../data/daily'
import { suggestionFor } from '../../data/goal-order'
import { suggestionForTime } from '../../data/her-time'
import { readAvailableTime } from '../../device/available-time'
import { readOnboardingGoals } from '../../device/onboarding-goals'
import { todayOnThisDevice } from '../../device/today-on-this-device'
import { welcomeIsDue } from '../../device/welcome'
import { goalTarget } from '../../progress/daily-goal'
import { todaysProgress } from '../../progress/today'
import { lazyPart } from '../../start/lazy-part'
import type { ActivityCardHandle } from '../activity/activity-card'
import { useCelebration } from '../celebration/use-celebration'
import { DamagedJournalNotice } from '../journal/damaged-journal-notice'
import { useDayClock } from '../journal/use-day-clock'
import { useGoalToast } from '../journal/use-goal-toast'
import { useJournal } from '../journal/use-journal'
import { ScreenHeader } from '../layout/screen-header'
import type { MoodShape } from '../mood/mood-shape'
import { useSettings } from '../settings/use-settings'
import { DailyGoalCard } from './daily-goal-card'
import { ActivityCard, MoodCheckIn } from './dashboard-first'
import { DailySuggestionCard } from './daily-suggestion-card'
import { MadrugadaLead } from './madrugada-lead'
import { PhraseCard } from './phrase-card'
import { QuickActivityCards, QuickActivityGrid, useQuickActivitiesPart } from './quick-activity-cards'
import { StreakCard } from './streak-card'
import { usePhraseOfTheDay } from './use-phrase-of-the-day'

// Said once in her life with the app: never in the dashboard's first load.
const Welcome = lazyPart({ load: () => import('../welcome/welcome').then((m) => m.Welcome), when: 'needed' })
// 'Começar agora' plays the suggestion as a routine: the player and the library come with her tap.
const SuggestionRoutine = lazyPart({ load: () => import('./suggestion-routine').then((m) => m.SuggestionRoutine), when: 'needed' })

interface DashboardScreenProps {
  /** The celebration's random source (tests pass a fixed one). */
  random?: () => number
}

export function DashboardScreen({ random = Math.random }: DashboardScreenProps = {}) {
  const cards = useRef(new Map<string, ActivityCardHandle>())
  const lastCompleted = useRef<string | undefined>(undefined)
  // Her figures, from her journal and her clock. While the build prerenders the screen there is
  // neither: it is drawn as on a fresh device, and the figures are not shown (UntilKnown).
  const journal = useJournal()
  const clock = useDayClock()
  const known = journal !== null && clock !== null
  const { today, partOfDay } = clock ?? { today: todayOnThisDevice(), partOfDay: 'morning' as const }
  // The time she said she has sets her goal and the suggestion's size; the goals she picked order
  // its activities (docs/product.md, Dashboard).
  const [availableTime] = useState(readAvailableTime)
  const target = goalTarget(availableTime)
  const progress = todaysProgress(journal ?? [], today, target)
  const [goals] = useState(readOnboardingGoals)
  // Her words of today shape it too (ansiosa: breathing first; cansada: rest), told by the check-in.
  const [mood, setMood] = useState<MoodShape>()
  const byGoals = suggestionFor(suggestionForTime(dailySuggestions[partOfDay], availableTime), goals)
  const suggestion = mood?.shape(byGoals) ?? byGoals
  const quickPart = useQuickActivitiesPart(partOfDay)
  // Once, after 'Finalizar': her plan follows what she told (its part loads only then).
  const startRef = useRef<HTMLButtonElement>(null)
  const [welcomeDue] = useState(welcomeIsDue)
  const phrase = usePhraseOfTheDay(today)
  const announceGoal = useGoalToast(target)
  const { showStreak } = useSettings()

  const { celebrate: openCelebration, celebration } = useCelebration({
    random,
    finalFocusEl: () => (lastCompleted.current ? (cards.current.get(lastCompleted.current)?.focusTarget() ?? null) : null),
    // The goal's own toast waits for 'Continuar': behind the dialog she would not see it.
    onClosed: announceGoal,
  })
  const celebrate = useCallback(
    (activity: Activity) => {
      lastCompleted.current = activity.id
      openCelebration(activity.title)
    },
    [openCelebration],
  )
  const cardRef = (id: string) => (handle: ActivityCardHandle | null) => {
    if (handle) cards.current.set(id, handle)
    else cards.current.delete(id)
  }
  // 'Começar agora' plays the suggestion as a routine: the player and the library load on the tap.
  const [suggestionRun, setSuggestionRun] = useState(0)
  const startSuggestion = () => setSuggestionRun((run) => run + 1)
  const closeSuggestion = useCallback(() => {
    setSuggestionRun(0)
    announceGoal()
  }, [announceGoal])

  return (
    <>
      <ScreenHeader title="Olá, Mãe!" subtitle="Que tal reservar um momento para você hoje?" />
      {welcomeDue && <Welcome due={welcomeDue} goalTarget={target} nextFocus={startRef} />}
      <Stack gap={{ base: '5', md: '6' }}>
        <DamagedJournalNotice />
        <MadrugadaLead />
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr' }} gap={{ base: '5', md: '6' }}>
          <Grid gridColumn={{ md: 'span 2', lg: 'span 1' }}>
            <DailySuggestionCard
              partOfDay={partOfDay}
              suggestion={suggestion}
              known={known}
              doneToday={progress.completed.has(suggestionRoutineId(partOfDay))}
              onStart={startSuggestion}
              startRef={startRef}
            />
          </Grid>
          <Grid
            gap={{ base: '5', md: '6' }}
            gridColumn={{ md: 'span 2', lg: 'span 1' }}
            templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1fr' }}
          >
            {showStreak && <StreakCard streak={progress.streak} known={known} />}
            <DailyGoalCard goal={progress.goal} known={known} />
          </Grid>
        </Grid>
        {/* Before the first render (dashboard-first.ts), in the prerendered copy too, as a fresh day
            asks it: it holds its place, and nothing below moves as the app takes over. */}
        <MoodCheckIn today={today} onShape={setMood} />
        <PhraseCard phrase={phrase} known={known} />
        <Stack as="section" aria-labelledby="atividades-rapidas" gap="4" mt={{ base: '2', md: '4' }}>
          <Heading as="h2" id="atividades-rapidas" size={{ base: 'xl', md: '2xl' }}>
            Atividades Rápidas
          </Heading>
          {/* Drawn at once, its chunk brought first, as the prerendered page has it (dashboard-first.ts). */}
          <QuickActivityGrid>
            <QuickActivityCards
              partOfDay={known ? quickPart : null}
              card={(activity) => (
                <ActivityCard
                  key={activity.id}
                  ref={cardRef(activity.id)}
                  activity={activity}
                  onComplete={celebrate}
                  doneToday={progress.completed.get(activity.id) ?? 0}
                  day={clock?.today ?? null}
                />
              )}
            />
          </QuickActivityGrid>
        </Stack>
        {suggestionRun > 0 && (
          <SuggestionRoutine key={suggestionRun} partOfDay={partOfDay} suggestion={suggestion} onClose={closeSuggestion} />
        )}
        {celebration}
      </Stack>
    </>
  )
}
