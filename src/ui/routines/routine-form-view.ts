import type { EventFrom, SnapshotFrom } from 'xstate'
import { routineMinutes } from '../../data/own-routine'
import { hasRoomForMore, routineProblems, type routineFormMachine, type RoutineProblem } from '../../machines/routine-form.machine'

type Snapshot = SnapshotFrom<typeof routineFormMachine>
type Actor = { send: (event: EventFrom<typeof routineFormMachine>) => void; getSnapshot: () => Snapshot }

/** What the routine form shows, every fact asked of the machine. */
export interface RoutineFormView {
  title: string
  description: string
  activityIds: readonly string[]
  /** Her activities' minutes, added up. */
  minutes: number
  /** The browser refused the last save or delete. */
  failure: Snapshot['context']['failure']
  /** After a save that could not be kept: what she must fix, in the form's order. */
  problems: RoutineProblem[]
  /** Another activity fits (the picker's 'Adicionar' and the message at the limit). */
  roomForMore: boolean
  saving: boolean
  /** A routine already kept, and not while it is being saved. */
  canDelete: boolean
  /** 'Apagar rotina?' is asked, or its answer is under way. */
  confirmingDelete: boolean
  deleting: boolean
  /** 'Descartar…?' is asked: she closed it with changes not saved. */
  discarding: boolean
  /** Saved, deleted or left: the form closes. */
  done: boolean
  deleted: boolean
}

export function routineFormView(snapshot: Snapshot): RoutineFormView {
  const { context } = snapshot
  return {
    title: context.title,
    description: context.description,
    activityIds: context.activityIds,
    minutes: routineMinutes(context.activityIds),
    failure: context.failure,
    problems: snapshot.hasTag('invalid') ? routineProblems(context) : [],
    roomForMore: hasRoomForMore(context),
    saving: snapshot.matches('saving'),
    canDelete: snapshot.can({ type: 'delete.ask' }),
    confirmingDelete: snapshot.hasTag('confirming'),
    deleting: snapshot.matches('deleting'),
    discarding: snapshot.hasTag('discarding'),
    done: snapshot.status === 'done',
    deleted: snapshot.matches('deleted'),
  }
}

/** What its controls send; each is the same function for the form's whole life, so the lists need not render again. */
export const routineFormEvents = (actor: Actor) => ({
  setTitle: (value: string) => actor.send({ type: 'title.change', value }),
  setDescription: (value: string) => actor.send({ type: 'description.change', value }),
  add: (id: string) => actor.send({ type: 'activity.add', id }),
  /** Whether an activity can go from one place to another, asked of the machine as it is now. */
  canMove: (from: number, to: number) => actor.getSnapshot().can({ type: 'activity.move', from, to }),
  move: (from: number, to: number) => actor.send({ type: 'activity.move', from, to }),
  remove: (index: number) => actor.send({ type: 'activity.remove', index }),
  /** 'Salvar'; true when it cannot be kept yet (what to fix is in `problems`). */
  save: () => {
    actor.send({ type: 'routine.save' })
    return actor.getSnapshot().hasTag('invalid')
  },
  askDelete: () => actor.send({ type: 'delete.ask' }),
  cancelDelete: () => actor.send({ type: 'delete.cancel' }),
  confirmDelete: () => actor.send({ type: 'delete.confirm' }),
  /** Back, ×, Escape or 'Cancelar': closes it, or asks first when she changed something. */
  close: () => actor.send({ type: 'form.close' }),
  keepEditing: () => actor.send({ type: 'discard.cancel' }),
  discard: () => actor.send({ type: 'discard.confirm' }),
})
