import type { AnyMachineSnapshot, EventFrom } from 'xstate'
import type { OwnRoutine } from '../../../data/own-routine'
import { hasChanges, routineFormMachine, routineProblems, type RoutineFormContext, type RoutineFormInput } from '../../routine-form.machine'
import { generatePaths, type MachinePath } from '../generate-paths'

type FormEvent = EventFrom<typeof routineFormMachine>

/** Her events plus the storage actors' results, as XState raises them. */
export type RoutineFormModelEvent =
  | FormEvent
  | { type: 'xstate.done.actor.keepRoutine' }
  | { type: 'xstate.error.actor.keepRoutine'; error: Error }
  | { type: 'xstate.done.actor.eraseRoutine' }
  | { type: 'xstate.error.actor.eraseRoutine'; error: Error }

// Two of the picker's first entries, and short words: each step of each path is replayed on the rendered form.
export const FIRST = 'ombros-soltos'
export const SECOND = 'alongamento-pescoco'

export const routineFormEvents = [
  { type: 'title.change', value: 'Manhã' },
  { type: 'title.change', value: '   ' },
  { type: 'description.change', value: 'Cedo' },
  { type: 'activity.add', id: FIRST },
  { type: 'activity.add', id: SECOND },
  { type: 'activity.remove', index: 0 },
  { type: 'activity.move', from: 1, to: 0 },
  { type: 'routine.save' },
  { type: 'delete.ask' },
  { type: 'delete.cancel' },
  { type: 'delete.confirm' },
  { type: 'form.close' },
  { type: 'discard.cancel' },
  { type: 'discard.confirm' },
  { type: 'xstate.done.actor.keepRoutine' },
  { type: 'xstate.error.actor.keepRoutine', error: new Error('QuotaExceededError') },
  { type: 'xstate.done.actor.eraseRoutine' },
  { type: 'xstate.error.actor.eraseRoutine', error: new Error('SecurityError') },
] as const satisfies ReadonlyArray<RoutineFormModelEvent>

export const storedRoutine: OwnRoutine = {
  id: 'minha-manha',
  title: 'Minha manhã',
  description: 'Quando o bebê dorme de novo.',
  activityIds: [SECOND, 'respiracao-4-7-8'],
}

export const routineFormInputs = {
  nova: { routine: null, newId: 'minha-nova' },
  guardada: { routine: storedRoutine, newId: 'minha-nao-usada' },
} satisfies Record<string, RoutineFormInput>

// What the save and the close read (can it be kept? would closing lose something?), not the words
// nor the order: the graph stays small enough to replay every path on the rendered form.
export const serializeRoutineFormState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as RoutineFormContext
  return JSON.stringify({ value: snapshot.value, complete: routineProblems(context).length === 0, changed: hasChanges(context) })
}

const actorEvent = /^xstate\.(done|error)\.actor\.(\w+)$/
const runsActor: Record<string, 'saving' | 'deleting'> = { keepRoutine: 'saving', eraseRoutine: 'deleting' }

export type RoutineFormPath = MachinePath<typeof routineFormMachine>

/**
 * Paths that enter every state and take every transition. A storage result where no storage is
 * at work cannot happen (and an unhandled actor error would stop the machine): left out.
 */
export function routineFormPaths(input: RoutineFormInput): RoutineFormPath[] {
  const paths = generatePaths(routineFormMachine, {
    events: routineFormEvents as ReadonlyArray<FormEvent>,
    input,
    serializeState: serializeRoutineFormState,
    simple: false,
  })
  return paths.filter((path) =>
    path.steps.every((step, i) => {
      const match = actorEvent.exec(step.event.type)
      return i === 0 || !match || path.steps[i - 1]!.state.matches(runsActor[match[2]!]!)
    }),
  )
}

/** The paths a user can walk: each of her events offered where it is taken (the screen has no button for the rest). */
export function offeredPaths(paths: readonly RoutineFormPath[]): RoutineFormPath[] {
  return paths.filter((path) =>
    path.steps.every((step, i) => i === 0 || step.event.type.startsWith('xstate.') || path.steps[i - 1]!.state.can(step.event)),
  )
}

/** The context a path should leave, computed without the machine. */
export function expectedDraft(input: RoutineFormInput, events: ReadonlyArray<{ type: string }>) {
  let title = input.routine?.title ?? ''
  let description = input.routine?.description ?? ''
  let ids: string[] = [...(input.routine?.activityIds ?? [])]
  for (const event of events as RoutineFormModelEvent[]) {
    if (event.type === 'title.change') title = event.value
    if (event.type === 'description.change') description = event.value
    if (event.type === 'activity.add' && !ids.includes(event.id)) ids = [...ids, event.id]
    if (event.type === 'activity.remove' && event.index < ids.length) ids = ids.filter((_, i) => i !== event.index)
    if (event.type === 'activity.move' && ids.length > Math.max(event.from, event.to)) {
      const [id] = ids.splice(event.from, 1)
      ids.splice(event.to, 0, id!)
      ids = [...ids]
    }
  }
  return { title, description, activityIds: ids }
}

export function describeRoutineFormPath(path: { steps: ReadonlyArray<{ event: { type: string } }> }): string {
  const name = (event: RoutineFormModelEvent) => {
    if (event.type === 'title.change') return `title(${event.value.trim() ? 'nome' : 'em branco'})`
    if (event.type === 'activity.add') return `add(${event.id === FIRST ? 1 : 2})`
    if (event.type === 'activity.remove') return `remove(${event.index})`
    if (event.type === 'activity.move') return `move(${event.from}→${event.to})`
    return event.type.replace(actorEvent, '$2.$1')
  }
  return path.steps.slice(1).map(({ event }) => name(event as RoutineFormModelEvent)).join(' → ') || 'início'
}
