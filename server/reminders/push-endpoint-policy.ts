import { isIP } from 'node:net'

/**
 * Whether the server may post to a subscription's endpoint. The server sends to whatever URL a
 * browser gave it, so it keeps to public push services: https to a host name, never an address
 * or localhost (a request into the server's own network). `allowLoopback` opens http and https
 * on 127.0.0.0/8, ::1 and localhost, for a local fake push service in tests.
 */
export function isAllowedPushEndpoint(endpoint: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const loopback = host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'))
  if (loopback && allowLoopback) return url.protocol === 'http:' || url.protocol === 'https:'
  if (url.protocol !== 'https:' || url.username || url.password) return false
  return !loopback && isIP(host) === 0 && !host.endsWith('.localhost') && host.includes('.')
}
