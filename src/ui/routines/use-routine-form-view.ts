import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { routineFormMachine } from '../../machines/routine-form.machine'
import { routineFormEvents, routineFormView } from './routine-form-view'

/** A routine-form actor as the form shows it (routine-form-view.ts), current at every snapshot. */
export function useRoutineFormView(actorRef: ActorRefFrom<typeof routineFormMachine>) {
  const snapshot = useSelector(actorRef, (s) => s)
  const events = useMemo(() => routineFormEvents(actorRef), [actorRef])
  return useMemo(() => ({ ...routineFormView(snapshot), ...events }), [snapshot, events])
}
