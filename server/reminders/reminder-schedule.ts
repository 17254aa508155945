/**
 * When a reminder is due, in her time zone: pure functions of the schedule and an instant.
 * Local dates are "YYYY-MM-DD" strings, weekdays 0 = Sunday, as the contract has them.
 */

export interface Schedule {
  minuteOfDay: number
  /** Bit d set when weekday d is chosen. */
  days: number
  timeZone: string
  onlyIfIdle: boolean
  lastRemindedOn: string | null
  lastDoneOn: string | null
}

export interface LocalTime {
  date: string
  weekday: number
  hour: number
  minuteOfDay: number
}

/** A reminder not sent within this long after its time (the server was down, her push service too) waits for the next day. */
export const SEND_WINDOW_MINUTES = 60
const MINUTE_MS = 60_000
const MAX_RETRY_DELAY_MS = 15 * MINUTE_MS

export const daysToMask = (days: readonly number[]): number => days.reduce((mask, day) => mask | (1 << day), 0)
export const maskToDays = (mask: number): number[] => [0, 1, 2, 3, 4, 5, 6].filter((day) => mask & (1 << day))

export const timeToMinute = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
export const minuteToTime = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    // Zones are few (the ones her phones report); the bound only guards against a flood of names.
    if (formatters.size > 1000) formatters.clear()
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall clock in `timeZone` at `instant`, as milliseconds of a UTC date with the same fields. */
function wallClock(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) fields[part.type] = Number(part.value)
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!)
}

const isoDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10)
const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`)

export function addDays(date: string, days: number): string {
  return isoDate(dateMs(date) + days * 86_400_000)
}

export const weekdayOf = (date: string): number => new Date(dateMs(date)).getUTCDay()

export function localTime(instant: Date, timeZone: string): LocalTime {
  const wall = new Date(wallClock(instant.getTime(), timeZone))
  const date = wall.toISOString().slice(0, 10)
  return { date, weekday: wall.getUTCDay(), hour: wall.getUTCHours(), minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes() }
}

/**
 * The instant her clock shows `minuteOfDay` on `date`. The zone's offset is tried at the wall
 * time and again at the first answer (they differ near a daylight-saving change); of the answers
 * her clock agrees with, the earlier (a time that happens twice); when it agrees with none (a time
 * the change skips, 02:30 when 02:00 becomes 03:00), the later, so it comes just after the jump.
 */
export function zonedInstant(date: string, minuteOfDay: number, timeZone: string): Date {
  const wall = dateMs(date) + minuteOfDay * MINUTE_MS
  const first = wall - (wallClock(wall, timeZone) - wall)
  const second = wall - (wallClock(first, timeZone) - first)
  const agreeing = [first, second].filter((instant) => wallClock(instant, timeZone) === wall)
  return new Date(agreeing.length > 0 ? Math.min(...agreeing) : Math.max(first, second))
}

const skipsDate = (schedule: Schedule, date: string) =>
  date === schedule.lastRemindedOn || (schedule.onlyIfIdle && date === schedule.lastDoneOn)

/** Her next reminder after `now`: a chosen day, not already reminded, not skipped because she did something. */
export function nextSendAt(schedule: Schedule, now: Date): Date {
  const today = localTime(now, schedule.timeZone).date
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = addDays(today, offset)
    if (!(schedule.days & (1 << weekdayOf(date))) || skipsDate(schedule, date)) continue
    const at = zonedInstant(date, schedule.minuteOfDay, schedule.timeZone)
    if (at.getTime() > now.getTime()) return at
  }
  // Unreachable with at least one day chosen (the same weekday comes back within 8 days).
  return new Date(now.getTime() + 86_400_000)
}

export type Decision = { send: true; local: LocalTime } | { send: false; nextSendAt: Date }

/** How long after her time on her date `now` is (negative before it), in ms. */
function lateness(schedule: Schedule, now: Date, date: string): number {
  return now.getTime() - zonedInstant(date, schedule.minuteOfDay, schedule.timeZone).getTime()
}

/** What the scheduler does with a reminder whose time has come: send it now, or wait until the next. */
export function decide(schedule: Schedule, now: Date): Decision {
  const local = localTime(now, schedule.timeZone)
  const late = lateness(schedule, now, local.date)
  const due =
    (schedule.days & (1 << local.weekday)) !== 0 &&
    late >= 0 &&
    late < SEND_WINDOW_MINUTES * MINUTE_MS &&
    !skipsDate(schedule, local.date)
  return due ? { send: true, local } : { send: false, nextSendAt: nextSendAt(schedule, now) }
}

/**
 * After her push service failed `failures` times in a row: 1, 2, 4, 8, 15, 15… minutes later,
 * while still within the window; undefined past it (today's reminder is given up).
 */
export function retryAt(schedule: Schedule, now: Date, failures: number): Date | undefined {
  const delay = Math.min(MINUTE_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS)
  const retry = new Date(now.getTime() + delay)
  const stillInWindow = lateness(schedule, retry, localTime(now, schedule.timeZone).date) < SEND_WINDOW_MINUTES * MINUTE_MS
  return stillInWindow ? retry : undefined
}
