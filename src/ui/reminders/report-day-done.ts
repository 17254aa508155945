import { createActor } from 'xstate'
import { readReminders } from '../../device/reminders'
import { progressDay } from '../../progress/progress-day'
import { reportDayDoneActor } from './reminder-actors'

/** Tells the server the day an activity that ended at `endedAt` counts for, if a reminder is on. */
export function reportDayDone(endedAt: string): void {
  const day = progressDay(endedAt)
  if (day && readReminders().on) createActor(reportDayDoneActor, { input: day }).start()
}
