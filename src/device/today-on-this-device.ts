import { dayKey, type DayKey } from '../progress/calendar-day'
import { dayAtHour } from '../progress/progress-day'

/** Her day (it starts at 03:00) on this device's clock. */
export const todayOnThisDevice = (now: Date = new Date()): DayKey =>
  dayAtHour(dayKey(now.getFullYear(), now.getMonth() + 1, now.getDate()), now.getHours())
