import { Button, SimpleGrid, Tabs, type TabsTriggerProps } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme'
import { Dumbbell, ListChecks, Plus, Sparkles } from 'lucide-react'
import { planActivities, routines } from '../../data/plan'
import { playableFromActivity } from '../../data/playable'
import { useActivityPlayer } from '../activity/activity-player-host'
import type { Playable } from '../../data/playable'
import { completedOn } from '../../progress/journal-days'
import { useDayClock } from '../journal/use-day-clock'
import { useJournal } from '../journal/use-journal'
import { ScreenHeader } from '../layout/screen-header'
import { PlanActivityCard } from './plan-activity-card'
import { RoutineCard } from './routine-card'

const exercises = planActivities.filter((activity) => activity.type === 'exercise').map(playableFromActivity)
const meditations = planActivities.filter((activity) => activity.type === 'meditation').map(playableFromActivity)

const grid = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const

// Three tabs share 343 px on a phone: tighter padding and no icons there, full size from `sm`.
const trigger: Omit<TabsTriggerProps, 'value'> = {
  px: { base: '2', sm: '4.5' },
  css: { '& svg': { flexShrink: 0, display: { base: 'none', sm: 'block' } } },
}

export function PlanScreen() {
  const journal = useJournal()
  const clock = useDayClock()
  // Nothing is marked done while the build prerenders (no journal there).
  const doneToday = journal && clock ? completedOn(journal, clock.today) : new Set<string>()
  const { play, player } = useActivityPlayer()
  const start = (playable: Playable) => play({ playable, startedFrom: 'plan' })
  return (
    <>
      <ScreenHeader
        title="Meu Plano"
        subtitle="Suas rotinas e atividades salvas"
        // No behaviour is specified for it (docs/product.md, Meu Plano): a button that does nothing yet.
        actions={
          <Button size="lg">
            <Plus aria-hidden /> Nova Rotina
          </Button>
        }
      />
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="rotinas" variant="enclosed" size="lg" fitted>
        <Tabs.List aria-label="Seções do plano" w={{ base: 'full', md: 'fit-content' }} mb="5">
          <Tabs.Trigger value="rotinas" {...trigger}>
            <ListChecks aria-hidden /> Rotinas
          </Tabs.Trigger>
          <Tabs.Trigger value="exercicios" {...trigger}>
            <Dumbbell aria-hidden /> Exercícios
          </Tabs.Trigger>
          <Tabs.Trigger value="meditacoes" {...trigger}>
            <Sparkles aria-hidden /> Meditações
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rotinas" p="0">
          <SimpleGrid {...grid}>
            {routines.map((routine) => (
              <RoutineCard key={routine.id} routine={routine} completedToday={doneToday.has(routine.id)} />
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="exercicios" p="0">
          <SimpleGrid {...grid}>
            {exercises.map((activity) => (
              <PlanActivityCard key={activity.id} activity={activity} onStart={start} />
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="meditacoes" p="0">
          <SimpleGrid {...grid}>
            {meditations.map((activity) => (
              <PlanActivityCard key={activity.id} activity={activity} onStart={start} />
            ))}
          </SimpleGrid>
        </Tabs.Content>
      </Tabs.Root>
      {player}
    </>
  )
}
