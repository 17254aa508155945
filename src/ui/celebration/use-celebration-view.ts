import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { celebrationMachine } from '../../machines/celebration.machine'
import { celebrationEvents, celebrationView } from './celebration-view'

/** A celebration actor as its dialog shows it (celebration-view.ts), current at every snapshot. */
export function useCelebrationView(actorRef: ActorRefFrom<typeof celebrationMachine>) {
  const snapshot = useSelector(actorRef, (s) => s)
  const events = useMemo(() => celebrationEvents(actorRef.send), [actorRef])
  return useMemo(() => ({ ...celebrationView(snapshot), ...events }), [snapshot, events])
}
