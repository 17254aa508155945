import type { LookupAddress } from 'node:dns'
import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'
import { isPublicAddress } from '../net/ip-address'

/** The addresses a host name resolves to. Tests give their own; the server asks DNS (defaultResolve). */
export type Resolve = (host: string) => Promise<string[]>

/**
 * Where the server may post a push message. It posts to whatever URL a browser gave it, so it
 * keeps to the browsers' push services (`services`, PUSH_SERVICES) on port 443, and to the
 * addresses their names resolve to only when every one is public: never loopback, private,
 * link-local, multicast or unspecified, written as IPv4, IPv6 or IPv4 inside IPv6. The address
 * checked is the address connected to (`checkedLookup`), so a name cannot resolve to a public
 * address for the check and to a private one for the connection. `allowLoopback`, for a local
 * fake push service in tests, opens 127.0.0.0/8, ::1 and localhost, and http and any port.
 */
export interface PushEndpointPolicy {
  allowLoopback: boolean
  /** Host names a subscription may be on, each with its subdomains; `any` for every public host. */
  services: readonly string[] | 'any'
  resolve: Resolve
}

/** The browsers' push services: Chrome and its kin (FCM), Firefox (autopush), Safari (APNs), Edge (WNS). */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
]

export class PushAddressRefused extends Error {
  override name = 'PushAddressRefused'
  readonly code = 'EPUSHADDRESS'
}

const DNS_TIMEOUT_MS = 2000
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost')

/** DNS through c-ares, with a deadline, off the thread pool that file reads share (a slow name cannot stall them). */
export function defaultResolve(): Resolve {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 })
  return async (host) => {
    const answers = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)])
    const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
    if (addresses.length > 0) return addresses
    throw (answers[0] as PromiseRejectedResult).reason
  }
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase()
const isLoopbackAddress = (address: string) =>
  address === '::1' || address.startsWith('127.') || /^::ffff:127\./i.test(address)
const isLoopbackHost = (host: string) => isLocalhostName(host) || isLoopbackAddress(host)

function isListed(host: string, services: PushEndpointPolicy['services']): boolean {
  if (services === 'any') return true
  return services.some((service) => host === service || host.endsWith(`.${service}`))
}

/**
 * Whether an endpoint is one the server may post to, before any name is resolved: https on port
 * 443 to a listed host name (no address, no localhost, no trailing dot), or loopback when allowed.
 */
export function isAllowedPushEndpoint(endpoint: string, policy: Pick<PushEndpointPolicy, 'allowLoopback' | 'services'>): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = bare(url.hostname)
  if (policy.allowLoopback) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    if (isLoopbackHost(host)) return true
  } else if (url.protocol !== 'https:' || url.port !== '') return false
  if (isIP(host) !== 0 || isLocalhostName(host) || !host.includes('.') || host.endsWith('.')) return false
  return isListed(host, policy.services)
}

/** The addresses of `host` the server may connect to: all of them checked, or PushAddressRefused. */
export async function checkedAddresses(host: string, policy: PushEndpointPolicy): Promise<LookupAddress[]> {
  const name = bare(host)
  // localhost is loopback without asking anyone (RFC 6761).
  const addresses = isIP(name) ? [name] : isLocalhostName(name) ? ['127.0.0.1', '::1'] : await policy.resolve(name)
  const allowed = (address: string) => isPublicAddress(address) || (policy.allowLoopback && isLoopbackAddress(address))
  if (addresses.length === 0 || !addresses.every(allowed)) {
    throw new PushAddressRefused(`${name} resolves to an address the server does not post to`)
  }
  return addresses.map((address) => ({ address, family: isIP(address) }))
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for node:http(s) that resolves through `checkedAddresses`: the connection goes to
 * the address that was checked, with no second lookup.
 */
export function checkedLookup(policy: PushEndpointPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    checkedAddresses(hostname, policy).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family
        const wanted = family === 4 || family === 6 ? addresses.filter((each) => each.family === family) : addresses
        if (options.all) return callback(null, wanted)
        const [first] = wanted
        if (!first) return callback(new PushAddressRefused(`${hostname} has no address of the family asked for`), '', 0)
        callback(null, first.address, first.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

/**
 * Whether a subscription's endpoint may be kept: allowed as written (isAllowedPushEndpoint) and
 * its name resolving to allowed addresses only. `unresolved` when DNS could not say (try later).
 */
export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<'allowed' | 'refused' | 'unresolved'> {
  if (!isAllowedPushEndpoint(endpoint, policy)) return 'refused'
  try {
    await checkedAddresses(new URL(endpoint).hostname, policy)
    return 'allowed'
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // No such name, or no address for it: as refused as a private one.
    if (error instanceof PushAddressRefused || code === 'ENOTFOUND' || code === 'ENODATA' || code === 'EBADNAME') return 'refused'
    return 'unresolved'
  }
}
