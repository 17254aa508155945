import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { progressDay } from '../progress/progress-day'
import { instant, isoIn, zone } from '../progress/testing/arbitraries'
import { todayOnThisDevice } from './today-on-this-device'

afterEach(() => vi.unstubAllEnvs())

describe('her day on this device', () => {
  it('is the day her journal counts the same instant for, on the phone’s clock, in any zone, DST changes too', () => {
    fc.assert(
      fc.property(instant, zone, (date, tz) => {
        vi.stubEnv('TZ', tz)
        expect(todayOnThisDevice(date)).toBe(progressDay(isoIn(tz, date)))
      }),
    )
  })

  it('starts at 03:00: at 02:59 it is still the day before', () => {
    vi.stubEnv('TZ', 'America/Sao_Paulo')
    expect(todayOnThisDevice(new Date('2026-03-02T02:59:00-03:00'))).toBe('2026-03-01')
    expect(todayOnThisDevice(new Date('2026-03-02T03:00:00-03:00'))).toBe('2026-03-02')
  })
})
