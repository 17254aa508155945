import { describe, expect, it } from 'vitest'
import { createDailyCounter } from './daily-counter'

const DAY = 86_400_000

describe('a daily count in fixed memory', () => {
  it('does not forget a client over its limit however many others come the same day', () => {
    let time = Date.UTC(2025, 4, 10, 12)
    const counter = createDailyCounter({ limit: 3, now: () => time })
    for (let hit = 0; hit < 3; hit += 1) expect(counter.hit('inscricoes 2001:db8:1:2::/64').allowed).toBe(true)
    for (let client = 0; client < 200_000; client += 1) counter.hit(`inscricoes 10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`)
    expect(counter.hit('inscricoes 2001:db8:1:2::/64')).toEqual({ allowed: false, retryAfterSeconds: 12 * 3600 })
    time += DAY / 2
    expect(counter.hit('inscricoes 2001:db8:1:2::/64').allowed).toBe(true) // a new day (UTC)
  })

  it('refuses none of 20,000 clients that each make 5 of their 20 in a day', () => {
    const counter = createDailyCounter({ limit: 20, now: () => Date.UTC(2025, 4, 10) })
    let refused = 0
    for (let round = 0; round < 5; round += 1) {
      for (let client = 0; client < 20_000; client += 1) if (!counter.hit(`inscricoes 10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`).allowed) refused += 1
    }
    expect(refused).toBe(0)
  })
})
