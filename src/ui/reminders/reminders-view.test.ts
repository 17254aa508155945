import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ReminderChoice } from '../../contract/reminders-api'
import { remindersMachine } from '../../machines/reminders.machine'
import { EVENING, MORNING, remindersInputs } from '../../machines/testing/models/reminders.model'
import { remindersEvents, remindersView } from './reminders-view'

// The browser confirms a reminder kept as on: it has the subscription.
const browserHasIt = remindersMachine.provide({
  actors: { confirm: fromPromise<ReminderChoice | null, ReminderChoice>(async ({ input }) => input) },
})

function reminders(input: (typeof remindersInputs)[keyof typeof remindersInputs]) {
  const actor = createActor(browserHasIt, { input }).start()
  return { actor, events: remindersEvents(actor), view: () => remindersView(actor.getSnapshot()) }
}

/** One kept as on, once the browser has said so. */
async function confirmedOn() {
  const on = reminders(remindersInputs.on)
  await waitFor(on.actor, (s) => s.matches('on'))
  return on
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

  it('holds one kept as on, busy and without her time, until the browser confirms it', async () => {
    const { view } = reminders(remindersInputs.on)
    expect(view()).toMatchObject({ switchedOn: true, on: false, busy: true, canChange: false })
    await confirmedOn()
  })

  it('changes part of her choice and keeps the rest, then saves it', async () => {
    const { events, view } = await confirmedOn()
    expect(view()).toMatchObject({ switchedOn: true, on: true, busy: false, canChange: true })
    events.change({ horario: MORNING.horario })
    expect(view()).toMatchObject({ on: true, busy: true, canChange: false, choice: { ...EVENING, horario: MORNING.horario } })
  })

  it('turns off', async () => {
    const { events, view } = await confirmedOn()
    events.turn(false)
    expect(view()).toMatchObject({ switchedOn: false, on: false, busy: true })
  })
})
