import { EventEmitter } from 'node:events'
import type { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { proxyList } from './client-address'
import { connectionSlots, isTrustedProxy } from './connection-slots'

const socketFrom = (remoteAddress: string) => Object.assign(new EventEmitter(), { remoteAddress }) as unknown as Socket

describe('connection slots per client', () => {
  it('counts an IPv6 client by its /64, and frees a slot when its socket closes', () => {
    let refusals = 0
    const slots = connectionSlots({ perClient: 2, onRefused: () => (refusals += 1) })
    const first = socketFrom('2001:db8:1:2::1')
    expect(slots.take(first)).toBe(true)
    expect(slots.take(socketFrom('2001:db8:1:2:ffff::9'))).toBe(true)
    expect(slots.take(socketFrom('2001:db8:1:2::3'))).toBe(false)
    expect(slots.take(socketFrom('2001:db8:1:2::4'))).toBe(false)
    expect(refusals).toBe(1)
    expect(slots.take(socketFrom('2001:db8:1:3::1'))).toBe(true) // another /64
    first.emit('close')
    expect(slots.take(socketFrom('2001:db8:1:2::5'))).toBe(true)
  })

  it('counts ::ffff:10.0.0.1 as 10.0.0.1, and leaves a trusted proxy uncapped', () => {
    const slots = connectionSlots({ perClient: 1, exempt: isTrustedProxy({ kind: 'addresses', proxies: proxyList('10.0.0.9')! }) })
    expect(slots.take(socketFrom('::ffff:10.0.0.1'))).toBe(true)
    expect(slots.take(socketFrom('10.0.0.1'))).toBe(false)
    expect([1, 2, 3].every(() => slots.take(socketFrom('10.0.0.9')))).toBe(true)
  })
})
