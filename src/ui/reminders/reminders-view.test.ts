import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { remindersMachine } from '../../machines/reminders.machine'
import { EVENING, MORNING, remindersInputs } from '../../machines/testing/models/reminders.model'
import { remindersEvents, remindersView } from './reminders-view'

function reminders(input: (typeof remindersInputs)[keyof typeof remindersInputs]) {
  const actor = createActor(remindersMachine, { input }).start()
  return { actor, events: remindersEvents(actor), view: () => remindersView(actor.getSnapshot()) }
}

describe('the view of Notificações, without rendering', () => {
  it('is off, with nothing to change, until she turns it on', () => {
    expect(reminders(remindersInputs.fresh).view()).toEqual({
      switchedOn: false,
      on: false,
      busy: false,
      choice: EVENING,
      problem: null,
      canChange: false,
    })
  })

  it('shows the switch on at once while the browser is asked, and busy', () => {
    const { events, view } = reminders(remindersInputs.fresh)
    events.turn(true)
    expect(view()).toMatchObject({ switchedOn: true, on: false, busy: true, canChange: false })
  })

  it('changes part of her choice and keeps the rest, then saves it', () => {
    const { events, view } = reminders(remindersInputs.on)
    expect(view()).toMatchObject({ switchedOn: true, on: true, busy: false, canChange: true })
    events.change({ horario: MORNING.horario })
    expect(view()).toMatchObject({ on: true, busy: true, canChange: false, choice: { ...EVENING, horario: MORNING.horario } })
  })

  it('turns off', () => {
    const { events, view } = reminders(remindersInputs.on)
    events.turn(false)
    expect(view()).toMatchObject({ switchedOn: false, on: false, busy: true })
  })
})
