import { DEFAULT_REMINDER, type ReminderChoice } from '../contract/reminders-api'
import { storageKeys } from './storage-keys'
import { readStored, writeStored } from './stored-value'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isTime = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
const isDays = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((day, index) => Number.isInteger(day) && day >= 0 && day <= 6 && (index === 0 || day > value[index - 1]))

/** What the device keeps of her reminder: whether it is on, and her choice (kept when off, for the next time). */
export interface KeptReminder {
  on: boolean
  choice: ReminderChoice
}

/** Whether a reminder is on, and her choice; a damaged value counts as nothing kept (off). */
export function parseReminders(value: unknown): KeptReminder | null {
  if (!isRecord(value) || typeof value.on !== 'boolean' || !isRecord(value.choice)) return null
  const { horario, dias, soSeNadaHoje } = value.choice
  if (!isTime(horario) || !isDays(dias) || typeof soSeNadaHoje !== 'boolean') return null
  return { on: value.on, choice: { horario, dias, soSeNadaHoje } }
}

export const readReminders = (): KeptReminder => readStored(storageKeys.reminders, parseReminders) ?? { on: false, choice: DEFAULT_REMINDER }
export const keepReminderOn = (choice: ReminderChoice) => writeStored(storageKeys.reminders, { on: true, choice })
export const keepReminderOff = () => writeStored(storageKeys.reminders, { on: false, choice: readReminders().choice })
