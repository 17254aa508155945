import { BlockList, isIP } from 'node:net'

/**
 * Who a request comes from, for the rate limit. Behind a proxy every request arrives from the
 * proxy's address and the client's is in X-Forwarded-For, which anyone can also write: it is read
 * only as far as the proxies trusted by `TRUST_PROXY` wrote it.
 *   off        the socket's address (the default)
 *   hops n     n proxies in front: the n-th address from the right of [...X-Forwarded-For, socket]
 *   addresses  the proxies' addresses or ranges: the first address from the right not among them
 */
export type TrustProxy = { kind: 'off' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; proxies: BlockList }

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim()
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed
}

/** Parses "10.0.0.1, 10.1.0.0/16, fd00::/8"; undefined when an item is neither an address nor a range. */
export function proxyList(text: string): BlockList | undefined {
  const proxies = new BlockList()
  for (const item of text.split(',').map((each) => each.trim())) {
    const [address = '', prefix, extra] = item.split('/')
    const kind = isIP(address)
    if (kind === 0 || extra !== undefined) return undefined
    if (prefix === undefined) {
      proxies.addAddress(address, family(address))
      continue
    }
    const bits = Number(prefix)
    if (!/^\d+$/.test(prefix) || bits > (kind === 4 ? 32 : 128)) return undefined
    proxies.addSubnet(address, bits, family(address))
  }
  return proxies
}

export function clientAddress(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const direct = plain(socket)
  if (trust.kind === 'off' || !forwardedFor) return direct
  const chain = [...forwardedFor.split(',').map(plain), direct]
  if (trust.kind === 'hops') {
    const chosen = chain[Math.max(0, chain.length - 1 - trust.hops)]!
    // Not an address: not written by the proxy; the proxy's own address is the safer bucket.
    return isIP(chosen) ? chosen : direct
  }
  let client = direct
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const address = chain[index]!
    if (!isIP(address)) return client
    client = address
    if (!trust.proxies.check(address, family(address))) return address
  }
  return client
}
