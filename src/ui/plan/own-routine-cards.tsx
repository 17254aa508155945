import { useEffect } from 'react'
import { routineMinutes, type OwnRoutine } from '../../data/own-routine'
import type { Playable } from '../../data/playable'
import { playablesOf } from '../../data/playable-index'
import { useOwnRoutines } from '../routines/use-own-routines'
import { RoutineCard } from './routine-card'

interface OwnRoutineCardsProps {
  doneToday: ReadonlyMap<string, number>
  onEdit: (routine: OwnRoutine) => void
  /** Plays a routine's activities; a routine left with none the library still has has no 'Começar'. */
  onStart: (routine: OwnRoutine, activities: Playable[]) => void
  /** How many she has, whenever it changes (the screen's subtitle names them). */
  onCount: (count: number) => void
}

/**
 * Her routines on Meu Plano. Their minutes and activities come from the library, so they load with
 * it, after the screen's first load (plan-screen.tsx).
 */
export function OwnRoutineCards({ doneToday, onEdit, onStart, onCount }: OwnRoutineCardsProps) {
  const mine = useOwnRoutines()
  useEffect(() => onCount(mine.length), [mine.length, onCount])
  return mine.map((routine) => {
    const activities = playablesOf(routine.activityIds)
    return (
      <RoutineCard
        key={routine.id}
        routine={{ ...routine, totalTime: routineMinutes(routine.activityIds) }}
        completedToday={doneToday.has(routine.id)}
        onStart={activities.length > 0 ? () => onStart(routine, activities) : undefined}
        onEdit={() => onEdit(routine)}
      />
    )
  })
}
