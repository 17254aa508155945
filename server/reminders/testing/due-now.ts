import type { ReminderRequest } from '../../../src/contract/reminders-api'
import { minuteToTime } from '../reminder-schedule'

/**
 * A reminder's settings, and the instant to save it at, that make it due now on the real clock
 * (for a server in a process of its own, whose clock no test controls): her time two minutes ago
 * in a zone where it is about noon, so that is today there whatever the hour in UTC.
 */
export function dueNow(now = new Date()): { settings: Omit<ReminderRequest, 'inscricao'>; savedAt: Date } {
  const hours = 12 - now.getUTCHours()
  const zone = hours >= 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`
  const minuteOfDay = 12 * 60 + now.getUTCMinutes()
  return {
    settings: { horario: minuteToTime(minuteOfDay - 2), dias: [0, 1, 2, 3, 4, 5, 6], fusoHorario: zone, soSeNadaHoje: false },
    savedAt: new Date(now.getTime() - 5 * 60_000),
  }
}
