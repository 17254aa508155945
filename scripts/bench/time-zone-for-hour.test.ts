import { describe, expect, it } from 'vitest'
import { timeZoneForHour } from './time-zone-for-hour'

const localHour = (timeZone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at))

describe('timeZoneForHour', () => {
  it.each(['2026-12-02T16:07:00Z', '2026-12-02T00:59:00Z', '2026-12-02T23:30:00Z'])('gives every hour of the day at %s', (iso) => {
    const at = new Date(iso)
    for (let hour = 0; hour < 24; hour += 1) expect(localHour(timeZoneForHour(hour, at), at)).toBe(hour)
  })

  it('refuses an hour that is not one', () => {
    expect(() => timeZoneForHour(24)).toThrow('--hour')
    expect(() => timeZoneForHour(2.5)).toThrow('--hour')
  })
})
