import type { EventFrom, SnapshotFrom } from 'xstate'
import type { ReminderChoice } from '../../contract/reminders-api'
import type { remindersMachine } from '../../machines/reminders.machine'

type Snapshot = SnapshotFrom<typeof remindersMachine>
type Actor = { send: (event: EventFrom<typeof remindersMachine>) => void; getSnapshot: () => Snapshot }

/** What Notificações shows, every fact asked of the machine. */
export interface RemindersView {
  /** The switch: on from her tap, before the browser and the server agree. */
  switchedOn: boolean
  /** A reminder is on: her time and days show. */
  on: boolean
  busy: boolean
  choice: ReminderChoice
  problem: Snapshot['context']['problem']
  /** Her time and days can be changed now (not while a change is being saved). */
  canChange: boolean
}

export const remindersView = (snapshot: Snapshot): RemindersView => ({
  switchedOn: snapshot.hasTag('switched-on'),
  on: snapshot.hasTag('on'),
  busy: snapshot.hasTag('busy'),
  choice: snapshot.context.choice,
  problem: snapshot.context.problem,
  canChange: snapshot.can({ type: 'reminders.change', choice: snapshot.context.choice }),
})

export const remindersEvents = (actor: Actor) => ({
  turn: (on: boolean) => actor.send({ type: on ? 'reminders.turnOn' : 'reminders.turnOff' }),
  /** A change to part of her choice; the rest stays as it is. */
  change: (next: Partial<ReminderChoice>) =>
    actor.send({ type: 'reminders.change', choice: { ...actor.getSnapshot().context.choice, ...next } }),
})
