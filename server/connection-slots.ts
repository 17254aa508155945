import type { Socket } from 'node:net'
import { isIP } from 'node:net'
import type { TrustProxy } from './client-address'
import { clientKey } from './net/ip-address'

/**
 * Each client's share of the connection slots (MAX_CONNECTIONS_PER_CLIENT), so one client that
 * reopens every socket as soon as it is closed cannot hold all of MAX_CONNECTIONS. A client is
 * its socket's address, an IPv6 address by its /64 (as the rate limit counts it). A trusted
 * proxy's connections are everyone's behind it and are not capped here.
 */
export interface ConnectionSlots {
  /** Takes a slot for the socket; false when its client already holds its share (the caller refuses it). */
  take(socket: Socket): boolean
  /** Clients holding a slot now (for tests). */
  clients(): number
}

const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address)

/** Whether a socket's address is a proxy TRUST_PROXY names (every address, when it gives a number of proxies). */
export function isTrustedProxy(trust: TrustProxy): (address: string) => boolean {
  if (trust.kind === 'off') return () => false
  if (trust.kind === 'hops') return () => true
  return (address) => trust.proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

export function connectionSlots({
  perClient,
  exempt = () => false,
  onRefused = () => {},
}: {
  perClient: number
  exempt?: (address: string) => boolean
  /** Called once when a client is first refused, and again only after it fell back under its share. */
  onRefused?: () => void
}): ConnectionSlots {
  const held = new Map<string, number>()
  const refusing = new Set<string>()
  return {
    take(socket) {
      const address = plain(socket.remoteAddress ?? '')
      if (address === '' || exempt(address)) return true
      const client = clientKey(address)
      const count = held.get(client) ?? 0
      if (count >= perClient) {
        if (!refusing.has(client)) onRefused()
        refusing.add(client)
        return false
      }
      held.set(client, count + 1)
      socket.once('close', () => {
        const left = (held.get(client) ?? 1) - 1
        if (left > 0) held.set(client, left)
        else held.delete(client)
        if (left < perClient) refusing.delete(client)
      })
      return true
    },
    clients: () => held.size,
  }
}
