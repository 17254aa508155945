import { describe, expect, it } from 'vitest'
import { createRateLimiter, WINDOW_MS } from './rate-limit'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('rate limiter', () => {
  it('allows limit requests per client in a window, then says how long to wait', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 3, now: time.now })
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true])
    time.advance(20_000)
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 40 })
    expect(limiter.hit('b').allowed).toBe(true)
    time.advance(40_000)
    expect(limiter.hit('a').allowed).toBe(true)
  })

  it('never says to wait less than a second', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 1, now: time.now })
    limiter.hit('a')
    time.advance(WINDOW_MS - 1)
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('cannot grow without bound: past maxClients it forgets windows that are over, then the oldest', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 1, maxClients: 100, now: time.now })
    for (let i = 0; i < 1000; i++) limiter.hit(`client-${i}`)
    expect(limiter.size()).toBeLessThanOrEqual(100)
    // The newest clients are still counted: a second hit is refused.
    expect(limiter.hit('client-999').allowed).toBe(false)
    time.advance(WINDOW_MS)
    for (let i = 0; i < 50; i++) limiter.hit(`late-${i}`)
    expect(limiter.size()).toBeLessThanOrEqual(100)
  })

  it('opens a new window when the clock goes backwards', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 1, now: time.now })
    limiter.hit('a')
    time.advance(-5_000)
    expect(limiter.hit('a').allowed).toBe(true)
  })

  it('counts in a window of any length: a day for new subscriptions', () => {
    const time = clock()
    const limiter = createRateLimiter({ limit: 2, windowMs: 86_400_000, now: time.now })
    expect([limiter.hit('a').allowed, limiter.hit('a').allowed]).toEqual([true, true])
    time.advance(3_600_000)
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 82_800 })
    time.advance(82_800_000)
    expect(limiter.hit('a').allowed).toBe(true)
  })
})
