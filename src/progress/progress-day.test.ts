import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { daysBetween } from './calendar-day'
import { localIso, progressDay, wallClock } from './progress-day'
import { instant, isoIn, zone, zoneAndInstant, zoneOffsetMinutes } from './testing/arbitraries'

describe('her day starts at 03:00 local time', () => {
  it.each([
    ['2026-11-24T01:30:00.000-03:00', '2026-11-23'], // after midnight: still the evening before
    ['2026-11-24T02:59:59.999-03:00', '2026-11-23'],
    ['2026-11-24T03:00:00.000-03:00', '2026-11-24'],
    ['2026-11-24T23:59:00-03:00', '2026-11-24'],
    ['2027-01-01T02:00:00Z', '2026-12-31'],
    ['2028-03-01T01:00:00.000-03:00', '2028-02-29'], // leap year
    ['2027-03-01T01:00:00.000-03:00', '2027-02-28'],
    ['2028-02-29T10:00:00.000+09:00', '2028-02-29'],
  ])('%s counts for %s', (iso, day) => {
    expect(progressDay(iso)).toBe(day)
  })

  it.each([
    'ontem',
    '2026-11-24',
    '2026-11-24T10:00:00',
    '2026-02-30T10:00:00Z',
    '2026-11-24T24:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-11-24T10:00:00+25:00',
  ])('reads no day in %j', (iso) => expect(progressDay(iso)).toBeNull())

  it('writes the instant with the wall clock of its zone and the offset, and reads it back', () => {
    fc.assert(
      fc.property(instant, zone, (date, tz) => {
        const iso = isoIn(tz, date)
        expect(Date.parse(iso)).toBe(date.getTime())
        const hour = new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', hourCycle: 'h23' }).format(date)
        expect(wallClock(iso)?.hour).toBe(Number(hour))
      }),
    )
  })

  it('reads the day on the wall clock where it happened: the offset alone changes nothing', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (date, a, b) => {
          const wall = localIso(date, a).slice(0, 23)
          const other = localIso(new Date(date.getTime() + (a - b) * 60_000), b)
          expect(other.slice(0, 23)).toBe(wall)
          expect(progressDay(other)).toBe(progressDay(localIso(date, a)))
        },
      ),
    )
  })

  it('counts the hours before 03:00 for the day before and the rest for the day itself', () => {
    fc.assert(
      fc.property(instant, zone, (date, tz) => {
        const iso = isoIn(tz, date)
        const { day, hour } = wallClock(iso)!
        expect(daysBetween(progressDay(iso)!, day)).toBe(hour < 3 ? 1 : 0)
      }),
    )
  })

  it('through daylight-saving changes, her days follow one another, each one 23 to 25 hours long', () => {
    const HALF_HOUR = 30 * 60_000
    fc.assert(
      fc.property(zoneAndInstant, ([tz, start]) => {
        // Ten days, every half hour: the runs of one day must be in order, without gaps.
        const days: string[] = []
        for (let t = start.getTime(); t < start.getTime() + 10 * 86_400_000; t += HALF_HOUR)
          days.push(progressDay(isoIn(tz, new Date(t)))!)
        const runs: { day: string; length: number }[] = []
        for (const day of days) {
          if (runs.at(-1)?.day === day) runs.at(-1)!.length++
          else runs.push({ day, length: 1 })
        }
        runs.slice(1).forEach((run, i) => expect(daysBetween(runs[i]!.day, run.day)).toBe(1))
        // The first and last runs are cut by the sample; the others are whole days.
        for (const run of runs.slice(1, -1)) expect([46, 48, 50]).toContain(run.length)
      }),
      { numRuns: 60 },
    )
  })

  it.each([
    ['America/Sao_Paulo', '2018-11-03T12:00:00-03:00', '2018-11-03', 23], // forward at 00:00 on the 4th, in her evening
    ['America/Sao_Paulo', '2019-02-16T12:00:00-02:00', '2019-02-16', 25], // back at 00:00: 23:00 twice
    ['Europe/Berlin', '2026-03-29T12:00:00+02:00', '2026-03-29', 24], // forward at 02:00, before her day starts
    ['Europe/Berlin', '2026-03-28T12:00:00+01:00', '2026-03-28', 23],
  ])('in %s, her day %s (%s) lasts %i hours', (tz, noon, day, hours) => {
    let length = 0
    for (let t = Date.parse(noon) - 36 * 3_600_000; t < Date.parse(noon) + 36 * 3_600_000; t += 60_000)
      if (progressDay(isoIn(tz, new Date(t))) === day) length++
    expect(length / 60).toBe(hours)
  })

  it('sees the DST changes it is meant to survive (the sample zones do change their offsets)', () => {
    const offsets = (tz: string) =>
      new Set(Array.from({ length: 12 }, (_, month) => zoneOffsetMinutes(tz, new Date(Date.UTC(2018, month, 15)))))
    expect(offsets('America/Sao_Paulo').size).toBe(2) // Brazil's last DST years
    expect(offsets('Europe/Berlin').size).toBe(2)
    expect(offsets('Asia/Tokyo').size).toBe(1)
  })
})
