import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_REMINDER } from '../contract/reminders-api'
import { keepReminderOff, keepReminderOn, readReminders } from './reminders'
import { storageKeys } from './storage-keys'

const morning = { horario: '07:15', dias: [1, 3, 5], soSeNadaHoje: false }

describe('reminders on the device', () => {
  beforeEach(() => localStorage.clear())

  it('is off with the defaults (20:30, every day, only if nothing today) when nothing is kept', () => {
    expect(readReminders()).toEqual({ on: false, choice: DEFAULT_REMINDER })
  })

  it('keeps her choice on, and keeps it when turned off for the next time', () => {
    keepReminderOn(morning)
    expect(readReminders()).toEqual({ on: true, choice: morning })
    keepReminderOff()
    expect(readReminders()).toEqual({ on: false, choice: morning })
  })

  it.each([
    ['not JSON', '{"on": true'],
    ['no choice', JSON.stringify({ on: true })],
    ['a time out of the day', JSON.stringify({ on: true, choice: { ...morning, horario: '25:00' } })],
    ['no day', JSON.stringify({ on: true, choice: { ...morning, dias: [] } })],
    ['a day twice', JSON.stringify({ on: true, choice: { ...morning, dias: [1, 1] } })],
    ['a day out of the week', JSON.stringify({ on: true, choice: { ...morning, dias: [7] } })],
  ])('reads a damaged value (%s) as off, with the defaults', (_case, raw) => {
    localStorage.setItem(storageKeys.reminders, raw)
    expect(readReminders()).toEqual({ on: false, choice: DEFAULT_REMINDER })
  })
})
