import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  daysToMask,
  decide,
  localTime,
  maskToDays,
  minuteToTime,
  nextSendAt,
  retryAt,
  timeToMinute,
  zonedInstant,
  type Schedule,
} from './reminder-schedule'

const SP = 'America/Sao_Paulo' // UTC−3 all year
const NY = 'America/New_York' // daylight saving from 2025-03-09 to 2025-11-02

const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  minuteOfDay: timeToMinute('20:30'),
  days: daysToMask([0, 1, 2, 3, 4, 5, 6]),
  timeZone: SP,
  onlyIfIdle: true,
  lastRemindedOn: null,
  lastDoneOn: null,
  ...overrides,
})
const at = (iso: string) => new Date(iso)

describe('her local time', () => {
  it('reads the date, weekday and minute in her zone', () => {
    expect(localTime(at('2025-05-11T02:10:00Z'), SP)).toEqual({ date: '2025-05-10', weekday: 6, hour: 23, minuteOfDay: 23 * 60 + 10 })
  })

  it('turns her wall clock into an instant, daylight saving included', () => {
    expect(zonedInstant('2025-05-10', timeToMinute('20:30'), SP).toISOString()).toBe('2025-05-10T23:30:00.000Z')
    expect(zonedInstant('2025-03-08', timeToMinute('08:00'), NY).toISOString()).toBe('2025-03-08T13:00:00.000Z')
    expect(zonedInstant('2025-03-09', timeToMinute('08:00'), NY).toISOString()).toBe('2025-03-09T12:00:00.000Z')
    // 02:30 does not exist that night: 03:30 EDT, the same day, within the window.
    expect(zonedInstant('2025-03-09', timeToMinute('02:30'), NY).toISOString()).toBe('2025-03-09T07:30:00.000Z')
    // 01:30 happens twice when the clocks go back: the first one.
    expect(zonedInstant('2025-11-02', timeToMinute('01:30'), NY).toISOString()).toBe('2025-11-02T05:30:00.000Z')
  })

  it('converts days and times both ways', () => {
    expect(maskToDays(daysToMask([1, 3, 5]))).toEqual([1, 3, 5])
    expect(minuteToTime(timeToMinute('07:05'))).toBe('07:05')
  })
})

describe('the next reminder', () => {
  it('is today at her time when that is still ahead', () => {
    expect(nextSendAt(schedule(), at('2025-05-10T15:00:00Z')).toISOString()).toBe('2025-05-10T23:30:00.000Z')
  })

  it('is tomorrow once today’s time has passed (a change at 20:45 does not remind her at once)', () => {
    expect(nextSendAt(schedule(), at('2025-05-10T23:45:00Z')).toISOString()).toBe('2025-05-11T23:30:00.000Z')
  })

  it('waits for a chosen weekday', () => {
    const weekdays = schedule({ days: daysToMask([1, 2, 3, 4, 5]) })
    // Saturday afternoon → Monday 20:30.
    expect(nextSendAt(weekdays, at('2025-05-10T15:00:00Z')).toISOString()).toBe('2025-05-12T23:30:00.000Z')
  })

  it('skips a day already reminded, and a day she did something when she asked so', () => {
    const morning = at('2025-05-10T12:00:00Z')
    expect(nextSendAt(schedule({ lastRemindedOn: '2025-05-10' }), morning).toISOString()).toBe('2025-05-11T23:30:00.000Z')
    expect(nextSendAt(schedule({ lastDoneOn: '2025-05-10' }), morning).toISOString()).toBe('2025-05-11T23:30:00.000Z')
    expect(nextSendAt(schedule({ lastDoneOn: '2025-05-10', onlyIfIdle: false }), morning).toISOString()).toBe(
      '2025-05-10T23:30:00.000Z',
    )
  })
})

describe('deciding when the time has come', () => {
  it('sends within the window after her time, with her local date', () => {
    expect(decide(schedule(), at('2025-05-10T23:30:00Z'))).toMatchObject({ send: true, local: { date: '2025-05-10', hour: 20 } })
    expect(decide(schedule(), at('2025-05-11T00:29:00Z'))).toMatchObject({ send: true })
  })

  it('does not send a reminder that is too late, before its time, on another day, or already sent', () => {
    const wait = (nextSendAt: string) => ({ send: false, nextSendAt: at(nextSendAt) })
    expect(decide(schedule(), at('2025-05-11T00:30:00Z'))).toEqual(wait('2025-05-11T23:30:00Z'))
    expect(decide(schedule(), at('2025-05-10T20:00:00Z'))).toEqual(wait('2025-05-10T23:30:00Z'))
    expect(decide(schedule({ days: daysToMask([0]) }), at('2025-05-10T23:30:00Z'))).toEqual(wait('2025-05-11T23:30:00Z'))
    expect(decide(schedule({ lastRemindedOn: '2025-05-10' }), at('2025-05-10T23:31:00Z'))).toEqual(wait('2025-05-11T23:30:00Z'))
  })

  it("skips the day when she did something and asked 'só se ainda não fez nada hoje'", () => {
    expect(decide(schedule({ lastDoneOn: '2025-05-10' }), at('2025-05-10T23:30:00Z'))).toEqual({
      send: false,
      nextSendAt: at('2025-05-11T23:30:00Z'),
    })
    expect(decide(schedule({ lastDoneOn: '2025-05-10', onlyIfIdle: false }), at('2025-05-10T23:30:00Z'))).toMatchObject({ send: true })
  })
})

describe('retrying a push service that is down', () => {
  it('backs off 1, 2, 4, 8, 15 minutes, then gives the day up at the end of the window', () => {
    const start = at('2025-05-10T23:30:00Z')
    const delays = [1, 2, 3, 4, 5, 6].map((failures) => (retryAt(schedule(), start, failures)!.getTime() - start.getTime()) / 60_000)
    expect(delays).toEqual([1, 2, 4, 8, 15, 15])
    expect(retryAt(schedule(), at('2025-05-11T00:20:00Z'), 5)).toBeUndefined()
  })
})

describe('for any zone, time and days', () => {
  const zones = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha', 'America/New_York', 'Europe/Lisbon', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Pacific/Chatham']
  it('the next reminder is ahead, on a chosen day, at her time, within 8 days, and is sent when it comes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 1439 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        (timeZone, minuteOfDay, days, now) => {
          const chosen = schedule({ timeZone, minuteOfDay, days: daysToMask(days) })
          const next = nextSendAt(chosen, now)
          expect(next.getTime()).toBeGreaterThan(now.getTime())
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(8 * 86_400_000)
          const local = localTime(next, timeZone)
          expect(days).toContain(local.weekday)
          // Her time, or up to an hour after it where daylight saving skips it.
          expect(local.minuteOfDay - minuteOfDay).toBeGreaterThanOrEqual(0)
          expect(local.minuteOfDay - minuteOfDay).toBeLessThanOrEqual(60)
          expect(decide(chosen, next)).toMatchObject({ send: true, local: { date: local.date } })
        },
      ),
      {
        numRuns: 1000,
        examples: [
          ['Europe/Lisbon', 60, [0], new Date('2025-03-23T01:00:00.000Z')],
          ['Pacific/Chatham', 1380, [6, 0], new Date('2027-03-28T09:15:00.000Z')],
        ],
      },
    )
  }, 30_000)
})
