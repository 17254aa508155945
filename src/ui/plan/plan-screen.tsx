import { Box, Button, SimpleGrid } from '@chakra-ui/react'
import { CookingPot, Dumbbell, ListChecks, Plus, Sparkles } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { minutesFilters, type MinutesFilter } from '../../data/minutes-filter'
import type { OwnRoutine } from '../../data/own-routine'
import { routineForTime } from '../../data/her-time'
import { routines, type Routine } from '../../data/plan'
import type { Playable } from '../../data/playable'
import { readAvailableTime } from '../../device/available-time'
import { completedOn } from '../../progress/journal-days'
import { lazyPart } from '../../start/lazy-part'
import { useLoadedOnceIdle } from '../../start/loaded-once-idle'
import { useDayClock } from '../journal/use-day-clock'
import { useJournal } from '../journal/use-journal'
import { ChoiceBar } from '../layout/choice-bar'
import { ScreenHeader } from '../layout/screen-header'
import { useActivityPlayer } from '../player/activity-player-host'
import { useRoutinePlayer } from '../player/routine-player-host'
import type { LibraryTabName } from './library-tab'
import { PlanTabs } from './plan-tabs'
import { RoutineCard } from './routine-card'

// The library (its tabs, her routines' minutes, what a routine plays) is kept out of the first
// load: the sample routines show at once, her own come right after, and the library once the page
// is idle, or when she opens a tab.
const LibraryTab = lazyPart({
  load: () => import('./library-tab').then((m) => m.LibraryTab),
  when: 'needed',
  placeholder: <Box aria-hidden minH="100vh" />,
})
const OwnRoutineCards = lazyPart({ load: () => import('./own-routine-cards').then((m) => m.OwnRoutineCards), when: 'needed' })
const loadPlayables = () => import('../../data/playable-index')
const loadLibrary = () => Promise.all([LibraryTab.load(), loadPlayables()])

const RoutineFormDialog = lazyPart({ load: () => import('../routines/routine-form-dialog').then((m) => m.RoutineFormDialog), when: 'needed' })

const grid = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const

export function PlanScreen() {
  const journal = useJournal()
  const clock = useDayClock()
  // Nothing is marked done while the build prerenders (no journal there).
  const doneToday = journal && clock ? completedOn(journal, clock.today) : new Map<string, number>()
  const { play, player } = useActivityPlayer()
  // The sample routines fit the time she said she has (docs/product.md, Meu Plano).
  const [availableTime] = useState(readAvailableTime)
  const samples = routines.map((routine) => routineForTime(routine, availableTime))
  // Whether she has routines of her own: known once they load with the library.
  const [ownCount, setOwnCount] = useState(0)
  // The routine form loads when she opens it.
  const [editing, setEditing] = useState<{ routine: OwnRoutine | null } | null>(null)
  const newRoutine = useRef<HTMLButtonElement>(null)
  const closeForm = useCallback(({ deleted }: { deleted: boolean }) => {
    setEditing(null)
    // The card she was editing is gone, its 'Editar' with it: focus waits on 'Nova Rotina'.
    if (deleted) requestAnimationFrame(() => newRoutine.current?.focus())
  }, [])
  const start = (playable: Playable) => play({ playable, startedFrom: 'plan' })
  const routinePlayer = useRoutinePlayer()
  const playRoutine = ({ id, title, description }: OwnRoutine | Routine, activities: Playable[]) =>
    routinePlayer.play({ routine: { id, title, ...(description && { description }), activities }, startedFrom: 'plan' })
  // A sample routine's activities are all in the library: its 'Começar' waits for the library if
  // she is quicker than it (it loads once the screen is idle).
  const startSample = (routine: Routine) => () =>
    void loadPlayables().then(({ playablesOf }) => playRoutine(routine, playablesOf(routine.activityIds)))
  useLoadedOnceIdle(loadLibrary)
  // One filter for the three tabs of activities: her time does not change with the tab.
  const [filter, setFilter] = useState<MinutesFilter>('todas')
  const libraryTab = (tab: LibraryTabName) => (
    <>
      <ChoiceBar label="Quanto tempo você tem?" choices={minutesFilters} value={filter} onChange={setFilter} mb="5" />
      <LibraryTab tab={tab} filter={filter} onStart={start} />
    </>
  )
  return (
    <>
      <ScreenHeader
        title="Meu Plano"
        subtitle={
          ownCount > 0
            ? 'Suas rotinas e atividades salvas'
            : 'Rotinas prontas e atividades para o seu tempo'
        }
        actions={
          <Button ref={newRoutine} size="lg" onClick={() => setEditing({ routine: null })}>
            <Plus aria-hidden /> Nova Rotina
          </Button>
        }
      />
      <PlanTabs
        label="Seções do plano"
        tabs={[
          {
            value: 'rotinas',
            label: 'Rotinas',
            icon: ListChecks,
            content: (
              <SimpleGrid {...grid}>
                {/* Her routines first: she made them. */}
                <OwnRoutineCards
                  doneToday={doneToday}
                  onEdit={(routine) => setEditing({ routine })}
                  onStart={playRoutine}
                  onCount={setOwnCount}
                />
                {samples.map((routine) => (
                  <RoutineCard
                    key={routine.id}
                    routine={routine}
                    completedToday={doneToday.has(routine.id)}
                    onStart={startSample(routine)}
                  />
                ))}
              </SimpleGrid>
            ),
          },
          { value: 'exercicios', label: 'Exercícios', icon: Dumbbell, content: libraryTab('exercicios') },
          { value: 'meditacoes', label: 'Meditações', icon: Sparkles, content: libraryTab('meditacoes') },
          { value: 'receitas', label: 'Receitas', icon: CookingPot, content: libraryTab('receitas') },
        ]}
      />
      {player}
      {routinePlayer.player}
      {editing && <RoutineFormDialog routine={editing.routine} onClose={closeForm} />}
    </>
  )
}
