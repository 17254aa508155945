import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { remindersMachine } from '../../machines/reminders.machine'
import { remindersEvents, remindersView } from './reminders-view'

/** A reminders actor as Notificações shows it (reminders-view.ts), current at every snapshot. */
export function useRemindersView(actorRef: ActorRefFrom<typeof remindersMachine>) {
  const snapshot = useSelector(actorRef, (s) => s)
  const events = useMemo(() => remindersEvents(actorRef), [actorRef])
  return useMemo(() => ({ ...remindersView(snapshot), ...events }), [snapshot, events])
}
