import { isIP } from 'node:net'

/**
 * Addresses as numbers, for the two questions the server asks of them: which client a request
 * counts for (an IPv6 client owns a whole /64), and whether an address is one the server may post
 * to (a public one, never its own network's).
 */

/** An IPv4 address as an unsigned 32-bit number; undefined when it is not one. */
export function ipv4Number(address: string): number | undefined {
  if (isIP(address) !== 4) return undefined
  return address.split('.').reduce((number, part) => number * 256 + Number(part), 0)
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail and a zone included); undefined when it is not one. */
export function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined
  let text = address.split('%')[0]!
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  const [head = '', rest] = text.split('::')
  if (rest === undefined) return parse(head)
  const [before, after] = [parse(head), parse(rest)]
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

/**
 * Who a request counts for in the rate limits: an IPv4 address as it is; an IPv6 address by its
 * /64, since one home or phone is given a whole /64 and can take any address in it.
 */
export function clientKey(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The network a client is in, for a cap one network cannot pass by taking many addresses: an
 * IPv6 address's /48 (a site's whole allocation), an IPv4 address's /24.
 */
export function networkKey(address: string): string {
  const groups = ipv6Groups(address)
  if (groups) return `${groups.slice(0, 3).map((group) => group.toString(16)).join(':')}::/48`
  const number = ipv4Number(address)
  if (number === undefined) return address
  return `${address.split('.').slice(0, 3).join('.')}.0/24`
}

/** [network, prefix length] */
type Range = readonly [number, number]

const v4 = (address: string, bits: number): Range => [ipv4Number(address)!, bits]

/** Not the public internet: this network, private, shared (CGNAT), loopback, link-local, documentation, benchmarking, multicast, reserved. */
const NON_PUBLIC_V4: readonly Range[] = [
  v4('0.0.0.0', 8),
  v4('10.0.0.0', 8),
  v4('100.64.0.0', 10),
  v4('127.0.0.0', 8),
  v4('169.254.0.0', 16),
  v4('172.16.0.0', 12),
  v4('192.0.0.0', 24),
  v4('192.0.2.0', 24),
  v4('192.88.99.0', 24),
  v4('192.168.0.0', 16),
  v4('198.18.0.0', 15),
  v4('198.51.100.0', 24),
  v4('203.0.113.0', 24),
  v4('224.0.0.0', 4),
  v4('240.0.0.0', 4),
]

const inRange = (number: number, [network, bits]: Range) => Math.floor(number / 2 ** (32 - bits)) === Math.floor(network / 2 ** (32 - bits))

function isPublicIpv4(number: number): boolean {
  return !NON_PUBLIC_V4.some((range) => inRange(number, range))
}

function isPublicIpv6(groups: readonly number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number]
  const embedded = g6 * 65536 + g7
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) or reached through the well-known NAT64 prefix: the IPv4 address decides.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return isPublicIpv4(embedded)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPublicIpv4(embedded)
  // Only global unicast (2000::/3): no unspecified, loopback, unique local, link-local or multicast address is in it.
  if ((g0 & 0xe000) !== 0x2000) return false
  if (g0 === 0x2001 && (g1 < 0x200 || g1 === 0xdb8)) return false // protocol assignments (Teredo…), documentation
  if (g0 === 0x2002) return false // 6to4: an IPv4 address of any kind behind it
  if (g0 === 0x3fff && g1 < 0x1000) return false // documentation
  return true
}

/** Whether an address is on the public internet: never this machine, its network, a multicast group or a reserved range. */
export function isPublicAddress(address: string): boolean {
  const number = ipv4Number(address)
  if (number !== undefined) return isPublicIpv4(number)
  const groups = ipv6Groups(address)
  return groups !== undefined && isPublicIpv6(groups)
}
