import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { routineMachine } from '../../machines/routine.machine'
import { routineEvents, routineView } from './routine-view'

/** A routine actor as the routine player shows it (routine-view.ts), current at every snapshot. */
export function useRoutineView(actorRef: ActorRefFrom<typeof routineMachine>) {
  const snapshot = useSelector(actorRef, (s) => s)
  const events = useMemo(() => routineEvents(actorRef.send), [actorRef])
  return useMemo(() => ({ ...routineView(snapshot), ...events }), [snapshot, events])
}
