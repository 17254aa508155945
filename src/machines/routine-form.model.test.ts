import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import type { OwnRoutine } from '../data/own-routine'
import { hasChanges, routineFormMachine, routineProblems, type RoutineFormInput } from './routine-form.machine'
import { replayCoverage, uncovered, type Coverage } from './testing/graph-coverage'
import {
  describeRoutineFormPath,
  expectedDraft,
  routineFormInputs,
  routineFormPaths,
  type RoutineFormModelEvent,
} from './testing/models/routine-form.model'

type Snapshot = SnapshotFrom<typeof routineFormMachine>
type StateName =
  | 'editing'
  | 'invalid'
  | 'saving'
  | 'saved'
  | 'confirmingDelete'
  | 'deleting'
  | 'deleted'
  | 'confirmingDiscard'
  | 'closed'
interface Effects {
  kept: OwnRoutine[]
  erased: string[]
  saved: number
  deleted: number
}

// What must hold in each state, whatever path led there.
const expectations = {
  editing: (s) => {
    expect(s.hasTag('invalid')).toBe(false)
    expect(s.hasTag('busy')).toBe(false)
  },
  invalid: (s) => {
    expect(s.hasTag('invalid')).toBe(true)
    expect(s.context.failure).toBeNull()
  },
  saving: (s, { kept }) => {
    expect(s.hasTag('busy')).toBe(true)
    expect(routineProblems(s.context)).toEqual([])
    // What goes to the device is what she sees, without the spaces around her words.
    expect(kept.at(-1)).toEqual({
      id: s.context.id,
      title: s.context.title.trim(),
      description: s.context.description.trim(),
      activityIds: s.context.activityIds,
    })
    expect(s.can({ type: 'title.change', value: 'x' })).toBe(false)
  },
  saved: (s, { saved }) => {
    expect(s.status).toBe('done')
    expect(saved).toBe(1)
  },
  confirmingDelete: (s, { erased }) => {
    expect(s.context.isNew).toBe(false)
    expect(s.hasTag('confirming')).toBe(true)
    expect(erased).toEqual([])
  },
  deleting: (s, { erased }) => {
    expect(s.hasTag('busy')).toBe(true)
    expect(erased.at(-1)).toBe(s.context.id)
  },
  deleted: (s, { deleted, saved }) => {
    expect(s.status).toBe('done')
    expect([deleted, saved]).toEqual([1, 0])
  },
  confirmingDiscard: (s, { kept, erased }) => {
    // Asked only when closing would lose something; nothing is kept or erased while she decides.
    expect(s.hasTag('discarding')).toBe(true)
    expect(hasChanges(s.context)).toBe(true)
    expect([kept, erased]).toEqual([[], []])
    expect(s.can({ type: 'title.change', value: 'x' })).toBe(false)
  },
  closed: (s, { saved, deleted }) => {
    expect(s.status).toBe('done')
    expect([saved, deleted]).toEqual([0, 0])
  },
} satisfies Record<StateName, (snapshot: Snapshot, effects: Effects) => void>

function run(input: RoutineFormInput) {
  const effects: Effects = { kept: [], erased: [], saved: 0, deleted: 0 }
  const machine = routineFormMachine.provide({
    actors: {
      // Their results come as the path's events.
      keepRoutine: fromPromise<boolean, OwnRoutine>(({ input: routine }) => {
        effects.kept.push(routine)
        return new Promise(() => {})
      }),
      eraseRoutine: fromPromise<boolean, { id: string }>(({ input: { id } }) => {
        effects.erased.push(id)
        return new Promise(() => {})
      }),
    },
    actions: {
      announceSaved: () => void effects.saved++,
      announceDeleted: () => void effects.deleted++,
    },
  })
  return { actor: createActor(machine, { input }).start(), effects }
}

describe.each(Object.entries(routineFormInputs))('routine form machine (%s), paths generated from its graph', (_kind, input) => {
  const paths = routineFormPaths(input)

  it.each(paths.map((path) => [describeRoutineFormPath(path), path] as const))('%s', (_name, path) => {
    const { actor, effects } = run(input)
    const events: RoutineFormModelEvent[] = []
    let failure: 'save' | 'delete' | null = null
    for (const [index, step] of path.steps.entries()) {
      const before = actor.getSnapshot()
      const event = step.event as RoutineFormModelEvent
      if (index > 0) {
        const taken = before.can(step.event)
        actor.send(step.event)
        // Only what the state takes changes her routine: nothing while saving, deleting or asking.
        if (taken) events.push(event)
        if (event.type === 'xstate.error.actor.keepRoutine') failure = 'save'
        else if (event.type === 'xstate.error.actor.eraseRoutine') failure = 'delete'
        else if (taken && /^(title|description|activity)\./.test(event.type)) failure = null
        else if (actor.getSnapshot().hasTag('busy')) failure = null
      }
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(step.state.value)
      const { title, description, activityIds } = snapshot.context
      expect({ title, description, activityIds }).toEqual(expectedDraft(input, events))
      expect(snapshot.context.id).toBe(input.routine?.id ?? input.newId)
      expect(snapshot.context.failure).toBe(failure)
      // Closed without asking only when nothing would be lost; with a change, only from the question.
      if (snapshot.matches('closed') && event.type === 'form.close') expect(hasChanges(before.context)).toBe(false)
      // Deleting is offered only for a routine already kept.
      if (snapshot.matches('editing') || snapshot.matches('invalid'))
        expect(snapshot.can({ type: 'delete.ask' })).toBe(input.routine !== null)
      expectations[snapshot.value as StateName](snapshot, effects)
    }
    actor.stop()
  })

  it('reaches every state and takes every transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() }
    replayCoverage(routineFormMachine, paths, input, coverage)
    const missing = uncovered(routineFormMachine, coverage)
    // A new routine cannot be deleted: that branch belongs to the other input. A kept routine is
    // complete, so it is invalid only after a change, and closing then asks: closing an invalid
    // form unchanged belongs to the new routine.
    if (input.routine === null) {
      expect(missing.states.sort()).toEqual(['routineForm.confirmingDelete', 'routineForm.deleted', 'routineForm.deleting'])
    } else expect(missing).toEqual({ states: [], transitions: ['routineForm.invalid —form.close→ routineForm.closed'] })
  })
})

describe('routine form machine, its rules', () => {
  const start = (input: RoutineFormInput = routineFormInputs.nova) => createActor(routineFormMachine, { input }).start()

  it('names what is missing, in the order of the form', () => {
    expect(routineProblems({ title: ' ', activityIds: [] })).toEqual(['title', 'activities'])
    expect(routineProblems({ title: 'Manhã', activityIds: [] })).toEqual(['activities'])
    expect(routineProblems({ title: '', activityIds: ['a'] })).toEqual(['title'])
    expect(routineProblems({ title: 'Manhã', activityIds: ['a'] })).toEqual([])
  })

  it('takes an activity once, up to twelve, and moves only within the list', () => {
    const actor = start()
    for (let i = 0; i < 14; i++) actor.send({ type: 'activity.add', id: `a${i % 13}` })
    expect(actor.getSnapshot().context.activityIds).toHaveLength(12)
    actor.send({ type: 'activity.add', id: 'a0' })
    expect(actor.getSnapshot().context.activityIds.filter((id) => id === 'a0')).toHaveLength(1)
    expect(actor.getSnapshot().can({ type: 'activity.move', from: 0, to: 12 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'activity.move', from: 3, to: 3 })).toBe(false)
    actor.send({ type: 'activity.move', from: 11, to: 0 })
    expect(actor.getSnapshot().context.activityIds.slice(0, 2)).toEqual(['a11', 'a0'])
  })

  it('asks before closing only when something changed; a change undone counts as none', () => {
    const actor = start(routineFormInputs.guardada)
    actor.send({ type: 'title.change', value: 'Outra' })
    actor.send({ type: 'title.change', value: routineFormInputs.guardada.routine.title })
    actor.send({ type: 'activity.move', from: 1, to: 0 })
    actor.send({ type: 'activity.move', from: 1, to: 0 })
    actor.send({ type: 'form.close' })
    expect(actor.getSnapshot().value).toBe('closed')

    const again = start(routineFormInputs.guardada)
    again.send({ type: 'activity.remove', index: 1 })
    again.send({ type: 'form.close' })
    expect(again.getSnapshot().value).toBe('confirmingDiscard')
    again.send({ type: 'discard.cancel' })
    expect(again.getSnapshot().value).toBe('editing')
    expect(again.getSnapshot().context.activityIds).toHaveLength(1)
  })

  it('keeps a title and a description within their limits', () => {
    const actor = start()
    actor.send({ type: 'title.change', value: 'x'.repeat(80) })
    actor.send({ type: 'description.change', value: 'y'.repeat(300) })
    expect(actor.getSnapshot().context.title).toHaveLength(60)
    expect(actor.getSnapshot().context.description).toHaveLength(200)
  })
})
