import { Button, SimpleGrid, Tabs, type TabsTriggerProps } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme'
import { CookingPot, Dumbbell, ListChecks, Plus, Sparkles } from 'lucide-react'
import { Suspense, useCallback, useRef, useState } from 'react'
import { minutesFilters, type MinutesFilter } from '../../data/minutes-filter'
import { routineForTime } from '../../data/her-time'
import { routineMinutes, type OwnRoutine } from '../../data/own-routine'
import { routines } from '../../data/plan'
import { planTabs } from '../../data/plan-library'
import type { Playable } from '../../data/playable'
import { playablesOf } from '../../data/playable-index'
import { readAvailableTime } from '../../device/available-time'
import { completedOn } from '../../progress/journal-days'
import { useDayClock } from '../journal/use-day-clock'
import { useJournal } from '../journal/use-journal'
import { ChoiceBar } from '../layout/choice-bar'
import { ScreenHeader } from '../layout/screen-header'
import { lazyComponent } from '../lazy/load-when-needed'
import { useActivityPlayer } from '../player/activity-player-host'
import { useRoutinePlayer } from '../player/routine-player-host'
import { useOwnRoutines } from '../routines/use-own-routines'
import { ActivityGrid } from './activity-grid'
import { RoutineCard } from './routine-card'

const RoutineFormDialog = lazyComponent(() => import('../routines/routine-form-dialog').then((m) => m.RoutineFormDialog))

const grid = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const

// Four tabs in a row would share 343 px on a phone: there they sit two by two, at full size.
const list = {
  display: { base: 'grid', sm: 'flex' },
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: { base: '1', sm: '0' },
  w: { base: 'full', md: 'fit-content' },
} as const
const trigger: Omit<TabsTriggerProps, 'value'> = { px: { base: '3', sm: '4.5' }, css: { '& svg': { flexShrink: 0 } } }

export function PlanScreen() {
  const journal = useJournal()
  const clock = useDayClock()
  // Nothing is marked done while the build prerenders (no journal there).
  const doneToday = journal && clock ? completedOn(journal, clock.today) : new Map<string, number>()
  const { play, player } = useActivityPlayer()
  // Her routines first: she made them. The form loads when she opens it.
  const mine = useOwnRoutines()
  // The sample routines fit the time she said she has (docs/product.md, Meu Plano).
  const [availableTime] = useState(readAvailableTime)
  const samples = routines.map((routine) => routineForTime(routine, availableTime))
  const [editing, setEditing] = useState<{ routine: OwnRoutine | null } | null>(null)
  const newRoutine = useRef<HTMLButtonElement>(null)
  const closeForm = useCallback(({ deleted }: { deleted: boolean }) => {
    setEditing(null)
    // The card she was editing is gone, its 'Editar' with it: focus waits on 'Nova Rotina'.
    if (deleted) requestAnimationFrame(() => newRoutine.current?.focus())
  }, [])
  const start = (playable: Playable) => play({ playable, startedFrom: 'plan' })
  const routinePlayer = useRoutinePlayer()
  // A sample routine or one of hers; an activity the library no longer has is left out, and a
  // routine left with none has nothing to start.
  const starter = (routine: OwnRoutine) => {
    const activities = playablesOf(routine.activityIds)
    if (activities.length === 0) return undefined
    const { id, title, description } = routine
    return () => routinePlayer.play({ routine: { id, title, ...(description && { description }), activities }, startedFrom: 'plan' })
  }
  // One filter for the three tabs of activities: her time does not change with the tab.
  const [filter, setFilter] = useState<MinutesFilter>('todas')
  const libraryTab = (activities: readonly Playable[]) => (
    <>
      <ChoiceBar label="Quanto tempo você tem?" choices={minutesFilters} value={filter} onChange={setFilter} mb="5" />
      <ActivityGrid activities={activities} filter={filter} onStart={start} />
    </>
  )
  return (
    <>
      <ScreenHeader
        title="Meu Plano"
        subtitle={
          mine.length > 0
            ? 'Suas rotinas, rotinas prontas e atividades para o seu tempo'
            : 'Rotinas prontas e atividades para o seu tempo'
        }
        actions={
          <Button ref={newRoutine} size="lg" onClick={() => setEditing({ routine: null })}>
            <Plus aria-hidden /> Nova Rotina
          </Button>
        }
      />
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="rotinas" variant="enclosed" size="lg" fitted lazyMount unmountOnExit>
        <Tabs.List aria-label="Seções do plano" {...list} mb="5">
          <Tabs.Trigger value="rotinas" {...trigger}>
            <ListChecks aria-hidden /> Rotinas
          </Tabs.Trigger>
          <Tabs.Trigger value="exercicios" {...trigger}>
            <Dumbbell aria-hidden /> Exercícios
          </Tabs.Trigger>
          <Tabs.Trigger value="meditacoes" {...trigger}>
            <Sparkles aria-hidden /> Meditações
          </Tabs.Trigger>
          <Tabs.Trigger value="receitas" {...trigger}>
            <CookingPot aria-hidden /> Receitas
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rotinas" p="0">
          <SimpleGrid {...grid}>
            {mine.map((routine) => (
              <RoutineCard
                key={routine.id}
                routine={{ ...routine, totalTime: routineMinutes(routine.activityIds) }}
                completedToday={doneToday.has(routine.id)}
                onStart={starter(routine)}
                onEdit={() => setEditing({ routine })}
              />
            ))}
            {samples.map((routine) => (
              <RoutineCard
                key={routine.id}
                routine={routine}
                completedToday={doneToday.has(routine.id)}
                onStart={starter(routine)}
              />
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="exercicios" p="0">
          {libraryTab(planTabs.exercicios)}
        </Tabs.Content>
        <Tabs.Content value="meditacoes" p="0">
          {libraryTab(planTabs.meditacoes)}
        </Tabs.Content>
        <Tabs.Content value="receitas" p="0">
          {libraryTab(planTabs.receitas)}
        </Tabs.Content>
      </Tabs.Root>
      {player}
      {routinePlayer.player}
      {editing && (
        <Suspense fallback={null}>
          <RoutineFormDialog routine={editing.routine} onClose={closeForm} />
        </Suspense>
      )}
    </>
  )
}
