import type { DayKey } from '../progress/calendar-day'
import { localIso, progressDay } from '../progress/progress-day'

/** Her day (it starts at 03:00) on this device's clock. */
export const todayOnThisDevice = (now: Date = new Date()): DayKey =>
  progressDay(localIso(now, -now.getTimezoneOffset()))!
