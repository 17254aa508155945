import { afterEach, describe, expect, it, vi } from 'vitest'
import { readDayClock, subscribeDayClock } from './day-clock'

// Local times (the test's time zone), so 21:59 is 21:59 on her clock.
const at = (hour: number, minute = 0) => new Date(2026, 10, 26, hour, minute)

afterEach(() => {
  vi.useRealTimers()
})

describe('her day clock says when the madrugada begins and ends', () => {
  it('is not the madrugada at 21:59, and tells the dashboard at 22:00 that it is', () => {
    vi.useFakeTimers({ now: at(21, 59) })
    expect(readDayClock().madrugadaHours).toBe(false)
    const onChange = vi.fn()
    const stop = subscribeDayClock(onChange)
    vi.advanceTimersByTime(60_000)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(readDayClock()).toMatchObject({ madrugadaHours: true, partOfDay: 'evening' })
    stop()
  })

  it('at 03:10 it is the madrugada; at 05:00 the morning ends it', () => {
    vi.useFakeTimers({ now: at(3, 10) })
    expect(readDayClock().madrugadaHours).toBe(true)
    const onChange = vi.fn()
    const stop = subscribeDayClock(onChange)
    vi.advanceTimersByTime(110 * 60_000)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(readDayClock()).toMatchObject({ madrugadaHours: false, partOfDay: 'morning' })
    stop()
  })

  it('is the same object while nothing it says has changed', () => {
    vi.useFakeTimers({ now: at(23, 0) })
    const first = readDayClock()
    vi.setSystemTime(at(23, 30))
    expect(readDayClock()).toBe(first)
  })
})
