import fc from 'fast-check'
import { activityTypes } from '../../data/activity-types'
import { journalSources, type JournalEntry } from '../../data/journal'
import { localIso } from '../progress-day'

/** Zones with and without daylight saving, both hemispheres, Brazil's old DST (changed at 00:00). */
export const timeZones = [
  'America/Sao_Paulo',
  'America/Noronha',
  'America/Manaus',
  'America/New_York',
  'Europe/Lisbon',
  'Europe/Berlin',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'UTC',
] as const

const formats = new Map<string, Intl.DateTimeFormat>()
const formatIn = (zone: string) => {
  let format = formats.get(zone)
  if (!format) {
    const options = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    } as const
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...options })
    formats.set(zone, format)
  }
  return format
}

/** Minutes east of UTC in `zone` at `date`, as Intl (the browser's own data) says. */
export function zoneOffsetMinutes(zone: string, date: Date): number {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
}

/** The instant as a device in `zone` writes it in the journal. */
export const isoIn = (zone: string, date: Date) => localIso(date, zoneOffsetMinutes(zone, date))

// 2016–2032: Brazil's DST years, the 2028 and 2032 leap days.
export const instant = fc.date({
  min: new Date('2016-01-01T00:00:00Z'),
  max: new Date('2032-12-31T00:00:00Z'),
  noInvalidDate: true,
})

export const zone = fc.constantFrom(...timeZones)

/** Days on which a sample zone changed its clocks (Brazil's at midnight, the others' at night). */
const clockChanges = [
  ['America/Sao_Paulo', '2018-11-04T12:00:00Z'],
  ['America/Sao_Paulo', '2019-02-17T12:00:00Z'],
  ['America/New_York', '2026-03-08T12:00:00Z'],
  ['America/New_York', '2026-11-01T12:00:00Z'],
  ['Europe/Berlin', '2026-03-29T12:00:00Z'],
  ['Europe/Lisbon', '2026-10-25T12:00:00Z'],
  ['Australia/Sydney', '2026-04-05T12:00:00Z'],
  ['Pacific/Auckland', '2026-09-27T12:00:00Z'],
] as const

/** A zone and a moment, half the time within ten days before one of its clock changes. */
export const zoneAndInstant = fc.oneof(
  fc.tuple(zone, instant),
  fc
    .tuple(fc.constantFrom(...clockChanges), fc.integer({ min: 0, max: 10 * 24 * 60 }))
    .map(([[tz, change], minutesBefore]) => [tz, new Date(Date.parse(change) - minutesBefore * 60_000)] as const),
)

export const journalEntry = (endedAt: fc.Arbitrary<string>): fc.Arbitrary<JournalEntry> =>
  fc.record({
    id: fc.uuid(),
    activityId: fc.constantFrom(
      'alongamento-energizante',
      'respiracao-da-calma',
      'cafe-da-manha-rapido',
      'pausa-da-tarde',
    ),
    title: fc.constantFrom('Alongamento Energizante', 'Respiração da Calma'),
    type: fc.constantFrom(...activityTypes),
    minutes: fc.integer({ min: 1, max: 30 }),
    endedAt,
    startedFrom: fc.constantFrom(...journalSources),
  })
