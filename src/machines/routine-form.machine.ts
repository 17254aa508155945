import { assign, fromPromise, setup } from 'xstate'
import { ownRoutineLimits, type OwnRoutine } from '../data/own-routine'

export interface RoutineFormInput {
  /** The routine she is changing, or a new one's id and nothing else. */
  routine: OwnRoutine | null
  /** The id a new routine is kept under. */
  newId: string
}

type RoutineDraft = Pick<OwnRoutine, 'title' | 'description' | 'activityIds'>

export interface RoutineFormContext extends RoutineDraft {
  id: string
  /** Not kept yet: nothing to delete. */
  isNew: boolean
  /** What the form opened with: closing without a change loses nothing, and asks nothing. */
  opened: RoutineDraft
  /** The browser refused the last save or delete: she is told, and what she wrote stays. */
  failure: 'save' | 'delete' | null
}

export type RoutineProblem = 'title' | 'activities'

type RoutineFormEvent =
  | { type: 'title.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'activity.add'; id: string }
  | { type: 'activity.remove'; index: number }
  | { type: 'activity.move'; from: number; to: number }
  | { type: 'routine.save' }
  | { type: 'delete.ask' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'form.close' }
  | { type: 'discard.cancel' }
  | { type: 'discard.confirm' }

/** What keeps her routine from being saved, in the form's order (the UI shows a message for each). */
export function routineProblems(context: Pick<RoutineFormContext, 'title' | 'activityIds'>): RoutineProblem[] {
  return [
    ...(context.title.trim() === '' ? (['title'] as const) : []),
    ...(context.activityIds.length === 0 ? (['activities'] as const) : []),
  ]
}

/** Whether closing now would lose something she wrote or chose (a change undone counts as none). */
export const hasChanges = ({ opened, title, description, activityIds }: RoutineFormContext): boolean =>
  title !== opened.title ||
  description !== opened.description ||
  activityIds.length !== opened.activityIds.length ||
  activityIds.some((id, i) => id !== opened.activityIds[i])

/** For the screen: closing now would ask first (and so would leaving the page). */
export const selectHasChanges = (snapshot: { context: RoutineFormContext }): boolean => hasChanges(snapshot.context)

/** Whether one more activity fits her routine: the `canAdd` guard's own rule, which the form asks too. */
export const hasRoomForMore = (context: Pick<RoutineFormContext, 'activityIds'>) =>
  context.activityIds.length < ownRoutineLimits.activities

/** The routine as it is kept: her words without the spaces around them. */
export const routineToKeep = (context: RoutineFormContext): OwnRoutine => ({
  id: context.id,
  title: context.title.trim(),
  description: context.description.trim(),
  activityIds: [...context.activityIds],
})

const moved = (ids: readonly string[], from: number, to: number) => {
  const next = [...ids]
  const [id] = next.splice(from, 1)
  next.splice(to, 0, id!)
  return next
}

// While she edits (valid or not yet), every change is taken the same way.
const edits = {
  'title.change': { actions: 'setTitle' },
  'description.change': { actions: 'setDescription' },
  'activity.add': { guard: 'canAdd', actions: 'addActivity' },
  'activity.remove': { guard: 'isChosen', actions: 'removeActivity' },
  'activity.move': { guard: 'canMove', actions: 'moveActivity' },
  'routine.save': [{ guard: 'isComplete', target: 'saving' }, { target: 'invalid' }],
  'delete.ask': { guard: 'isKept', target: 'confirmingDelete' },
  'form.close': [{ guard: 'hasChanges', target: 'confirmingDiscard' }, { target: 'closed' }],
} as const

/**
 * 'Nova Rotina' and editing one of hers: editing → (saving → saved) with a title and at least one
 * activity, else invalid, whose messages go as she fixes what they name; nothing she wrote is
 * dropped on the way. Saving and deleting are actors the UI provides (the device's storage); a
 * refusal brings her back to editing with `failure` set. Deleting asks first, and so does closing
 * (back, ×, Escape, 'Cancelar') when she changed something: keeping is the default.
 */
export const routineFormMachine = setup({
  types: {
    input: {} as RoutineFormInput,
    context: {} as RoutineFormContext,
    events: {} as RoutineFormEvent,
  },
  actions: {
    setTitle: assign({
      title: ({ context, event }) => (event.type === 'title.change' ? event.value.slice(0, ownRoutineLimits.title) : context.title),
      failure: null,
    }),
    setDescription: assign({
      description: ({ context, event }) =>
        event.type === 'description.change' ? event.value.slice(0, ownRoutineLimits.description) : context.description,
      failure: null,
    }),
    addActivity: assign({
      activityIds: ({ context, event }) => (event.type === 'activity.add' ? [...context.activityIds, event.id] : context.activityIds),
      failure: null,
    }),
    removeActivity: assign({
      activityIds: ({ context, event }) =>
        event.type === 'activity.remove' ? context.activityIds.filter((_, i) => i !== event.index) : context.activityIds,
      failure: null,
    }),
    moveActivity: assign({
      activityIds: ({ context, event }) =>
        event.type === 'activity.move' ? moved(context.activityIds, event.from, event.to) : context.activityIds,
      failure: null,
    }),
    saveFailed: assign({ failure: 'save' }),
    deleteFailed: assign({ failure: 'delete' }),
    clearFailure: assign({ failure: null }),
    announceSaved: () => {},
    announceDeleted: () => {},
  },
  guards: {
    isComplete: ({ context }) => routineProblems(context).length === 0,
    hasChanges: ({ context }) => hasChanges(context),
    isKept: ({ context }) => !context.isNew,
    canAdd: ({ context, event }) =>
      event.type === 'activity.add' && !context.activityIds.includes(event.id) && hasRoomForMore(context),
    isChosen: ({ context, event }) =>
      event.type === 'activity.remove' && event.index >= 0 && event.index < context.activityIds.length,
    canMove: ({ context, event }) =>
      event.type === 'activity.move' &&
      event.from !== event.to &&
      [event.from, event.to].every((i) => Number.isInteger(i) && i >= 0 && i < context.activityIds.length),
  },
  actors: {
    // Provided by the UI: keep or delete it on the device (true), or reject when the browser refuses.
    keepRoutine: fromPromise<boolean, OwnRoutine>(async () => true),
    eraseRoutine: fromPromise<boolean, { id: string }>(async () => true),
  },
}).createMachine({
  id: 'routineForm',
  context: ({ input }) => {
    const opened = {
      title: input.routine?.title ?? '',
      description: input.routine?.description ?? '',
      activityIds: input.routine?.activityIds ?? [],
    }
    return { id: input.routine?.id ?? input.newId, isNew: input.routine === null, ...opened, opened, failure: null }
  },
  initial: 'editing',
  states: {
    editing: { on: edits },
    invalid: {
      tags: ['invalid'],
      on: edits,
    },
    saving: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'keepRoutine',
        src: 'keepRoutine',
        input: ({ context }) => routineToKeep(context),
        onDone: { target: 'saved' },
        onError: { target: 'editing', actions: 'saveFailed' },
      },
    },
    saved: {
      type: 'final',
      entry: 'announceSaved',
    },
    confirmingDelete: {
      tags: ['confirming'],
      on: {
        'delete.cancel': { target: 'editing' },
        'delete.confirm': { target: 'deleting' },
      },
    },
    deleting: {
      tags: ['busy', 'confirming'],
      entry: 'clearFailure',
      invoke: {
        id: 'eraseRoutine',
        src: 'eraseRoutine',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'deleted' },
        onError: { target: 'editing', actions: 'deleteFailed' },
      },
    },
    deleted: {
      type: 'final',
      entry: 'announceDeleted',
    },
    confirmingDiscard: {
      tags: ['discarding'],
      on: {
        'discard.cancel': { target: 'editing' },
        'discard.confirm': { target: 'closed' },
      },
    },
    closed: { type: 'final' },
  },
})
