import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { library } from '../../data/library/library'
import { ownRoutineLimits, routineMinutes } from '../../data/own-routine'
import { routineFormMachine } from '../../machines/routine-form.machine'
import { FIRST, routineFormInputs, SECOND, storedRoutine } from '../../machines/testing/models/routine-form.model'
import { routineFormEvents, routineFormView } from './routine-form-view'

function form(input: (typeof routineFormInputs)[keyof typeof routineFormInputs]) {
  const actor = createActor(routineFormMachine, { input }).start()
  return { actor, form: routineFormEvents(actor), view: () => routineFormView(actor.getSnapshot()) }
}

describe('the view of the routine form, without rendering', () => {
  it("starts empty for 'Nova Rotina', with nothing to fix or delete yet", () => {
    expect(form(routineFormInputs.nova).view()).toMatchObject({
      title: '',
      activityIds: [],
      minutes: 0,
      problems: [],
      roomForMore: true,
      canDelete: false,
      saving: false,
      done: false,
    })
  })

  it('opens her routine as she kept it, which she may delete', () => {
    expect(form(routineFormInputs.guardada).view()).toMatchObject({
      title: storedRoutine.title,
      activityIds: storedRoutine.activityIds,
      minutes: routineMinutes(storedRoutine.activityIds),
      canDelete: true,
    })
  })

  it('says what to fix only after a save that cannot be kept, and what is fixed goes', () => {
    const { form: events, view } = form(routineFormInputs.nova)
    expect(events.save()).toBe(true)
    expect(view().problems).toEqual(['title', 'activities'])
    events.setTitle('Manhã')
    events.add(FIRST)
    expect(view().problems).toEqual([])
    expect(view().activityIds).toEqual([FIRST])
  })

  it('asks the machine whether an activity can move: never past either end', () => {
    const { form: events } = form(routineFormInputs.guardada)
    const moves = [[0, -1], [0, 1], [1, 0], [1, 2]] as const
    expect(moves.map(([from, to]) => events.canMove(from, to))).toEqual([false, true, true, false])
    events.move(0, 1)
    events.remove(0)
    expect(events.canMove(0, 1)).toBe(false)
  })

  it('has room for more until her routine holds the most it may', () => {
    const { form: events, view } = form(routineFormInputs.nova)
    for (const entry of library.slice(0, ownRoutineLimits.activities)) events.add(entry.id)
    expect(view()).toMatchObject({ roomForMore: false })
    expect(view().activityIds).toHaveLength(ownRoutineLimits.activities)
  })

  it('saves, and is done; deleting asks first and says it was deleted', async () => {
    const saved = form(routineFormInputs.nova)
    saved.form.setTitle('Noite')
    saved.form.add(SECOND)
    expect(saved.form.save()).toBe(false)
    expect(saved.view().saving).toBe(true)
    await waitFor(saved.actor, (s) => s.status === 'done')
    expect(saved.view()).toMatchObject({ done: true, deleted: false })

    const deleted = form(routineFormInputs.guardada)
    deleted.form.askDelete()
    expect(deleted.view().confirmingDelete).toBe(true)
    deleted.form.cancelDelete()
    expect(deleted.view().confirmingDelete).toBe(false)
    deleted.form.askDelete()
    deleted.form.confirmDelete()
    expect(deleted.view().deleting).toBe(true)
    await waitFor(deleted.actor, (s) => s.status === 'done')
    expect(deleted.view()).toMatchObject({ done: true, deleted: true })
  })

  it('closes when she leaves it', () => {
    const { form: events, view } = form(routineFormInputs.guardada)
    events.close()
    expect(view()).toMatchObject({ done: true, deleted: false })
  })
})
