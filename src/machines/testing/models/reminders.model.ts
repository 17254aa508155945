import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import { ReminderRefusal } from '../../../contract/reminder-refusal'
import type { ReminderChoice } from '../../../contract/reminders-api'
import { remindersMachine, type RemindersInput } from '../../reminders.machine'
import { generatePaths } from '../generate-paths'

type RemindersEvent = EventFrom<typeof remindersMachine>

/** Her events plus the effects' results, as XState raises them. */
export type RemindersModelEvent =
  | RemindersEvent
  | { type: 'xstate.done.actor.enable' | 'xstate.done.actor.save'; output: ReminderChoice }
  | { type: 'xstate.done.actor.confirm'; output: ReminderChoice | null }
  | { type: 'xstate.done.actor.disable' }
  | {
      type: 'xstate.error.actor.confirm' | 'xstate.error.actor.enable' | 'xstate.error.actor.save' | 'xstate.error.actor.disable'
      error: Error
    }

export const EVENING: ReminderChoice = { horario: '20:30', dias: [0, 1, 2, 3, 4, 5, 6], soSeNadaHoje: true }
export const MORNING: ReminderChoice = { horario: '07:15', dias: [1, 2, 3, 4, 5], soSeNadaHoje: false }

export const remindersEvents = [
  // Kept on the device as on: the browser has it (or subscribed again), has nothing, or cannot say.
  { type: 'xstate.done.actor.confirm', output: EVENING },
  { type: 'xstate.done.actor.confirm', output: null },
  { type: 'xstate.error.actor.confirm', error: new Error('offline') },
  { type: 'reminders.turnOn' },
  { type: 'reminders.turnOff' },
  { type: 'reminders.change', choice: MORNING },
  { type: 'xstate.done.actor.enable', output: EVENING },
  { type: 'xstate.error.actor.enable', error: new ReminderRefusal('denied') },
  { type: 'xstate.error.actor.enable', error: new ReminderRefusal('unsupported') },
  { type: 'xstate.done.actor.save', output: MORNING },
  { type: 'xstate.error.actor.save', error: new ReminderRefusal('server') },
  { type: 'xstate.done.actor.disable' },
  { type: 'xstate.error.actor.disable', error: new Error('offline') },
] as const satisfies ReadonlyArray<RemindersModelEvent>

export const remindersInputs = {
  fresh: { choice: EVENING, on: false },
  on: { choice: EVENING, on: true },
} satisfies Record<string, RemindersInput>

const effectOf: Record<string, string> = { confirm: 'confirming', enable: 'turningOn', save: 'saving', disable: 'turningOff' }

/** Paths through every state and transition; an effect's result only where that effect runs. */
export function remindersPaths(input: RemindersInput) {
  const paths = generatePaths(remindersMachine, { events: remindersEvents as ReadonlyArray<RemindersEvent>, input, simple: false })
  return paths.filter((path) =>
    path.steps.every((step, i) => {
      const effect = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(step.event.type)?.[1]
      return i === 0 || !effect || (path.steps[i - 1]!.state as AnyMachineSnapshot).matches(effectOf[effect]!)
    }),
  )
}

export function describeRemindersPath(path: { steps: ReadonlyArray<{ event: { type: string; error?: unknown } }> }): string {
  const name = ({ type, error }: { type: string; error?: unknown }) =>
    error instanceof ReminderRefusal ? `${type}(${error.problem})` : error ? `${type}(rede)` : type
  return path.steps.slice(1).map(({ event }) => name(event)).join(' → ') || 'início'
}
