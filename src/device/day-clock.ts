import type { PartOfDay } from '../data/daily'
import type { DayKey } from '../progress/calendar-day'
import { isMadrugadaHour, madrugadaStartHour } from '../progress/madrugada'
import { afternoonStartHour, eveningStartHour, morningStartHour, partOfDay } from '../progress/part-of-day'
import { DAY_STARTS_AT_HOUR } from '../progress/progress-day'
import { todayOnThisDevice } from './today-on-this-device'

export interface DayClock {
  /** Her day (it starts at 03:00). */
  today: DayKey
  /** For the suggestion of the time of day. */
  partOfDay: PartOfDay
  /** Whether it is the madrugada's hours (src/progress/madrugada.ts; 'Modo madrugada' aside). */
  madrugadaHours: boolean
}

/**
 * The local hours at which what the dashboard shows can change: her day, the suggestion's parts of
 * the day, and the madrugada's start (it ends with the morning); in the order of the day, so the
 * first one still ahead is the next.
 */
const dayChangeHours = [DAY_STARTS_AT_HOUR, morningStartHour, afternoonStartHour, eveningStartHour, madrugadaStartHour]

let current: (DayClock & { key: string }) | null = null

/** The same object until her day or the part of the day changes, as useSyncExternalStore needs. */
export function readDayClock(): DayClock {
  const now = new Date()
  const today = todayOnThisDevice(now)
  const part = partOfDay(now.getHours())
  const madrugadaHours = isMadrugadaHour(now.getHours())
  const key = `${today} ${part} ${madrugadaHours}`
  if (current?.key !== key) current = { key, today, partOfDay: part, madrugadaHours }
  return current
}

/** Milliseconds to the next local hour at which the dashboard can change (DST included: the browser builds the dates). */
function untilNextChange(now: Date): number {
  const at = (dayOffset: number, hour: number) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + dayOffset, hour).getTime()
  const next = [0, 1]
    .flatMap((day) => dayChangeHours.map((hour) => at(day, hour)))
    .find((time) => time > now.getTime())!
  return next - now.getTime()
}

/**
 * Calls `onChange` when her day or the part of the day may have changed: at 03:00 a card done
 * yesterday is fresh again, at 05:00, 12:00 and 18:00 the suggestion changes, at 22:00 the
 * madrugada begins (it ends at 05:00).
 */
export function subscribeDayClock(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>
  const tick = () => {
    onChange()
    timer = setTimeout(tick, untilNextChange(new Date()))
  }
  timer = setTimeout(tick, untilNextChange(new Date()))
  // A phone that slept past 03:00 fires no timer on time: look again when she comes back.
  const onVisible = () => document.visibilityState === 'visible' && onChange()
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
