import { describe, expect, it } from 'vitest'
import { clientAddress, proxyList, type TrustProxy } from './client-address'

const off: TrustProxy = { kind: 'off' }
const oneHop: TrustProxy = { kind: 'hops', hops: 1 }
const twoHops: TrustProxy = { kind: 'hops', hops: 2 }
const proxies = (text: string): TrustProxy => ({ kind: 'addresses', proxies: proxyList(text)! })

describe("the client's address", () => {
  it('is the socket’s when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', off)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:203.0.113.7', undefined, off)).toBe('203.0.113.7')
  })

  it('behind one proxy is the address the proxy appended, not what the client wrote before it', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', oneHop)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1', oneHop)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.2', '6.6.6.6,198.51.100.1, 2001:db8::5', twoHops)).toBe('198.51.100.1')
  })

  it('falls back to the socket when the header is missing, too short or not an address', () => {
    expect(clientAddress('10.0.0.2', undefined, oneHop)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '198.51.100.1', { kind: 'hops', hops: 5 })).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.2', 'nome-falso', oneHop)).toBe('10.0.0.2')
  })

  it('skips the trusted proxies from the right and stops at the first address that is not one', () => {
    const trusted = proxies('10.0.0.0/8, 192.0.2.10, fd00::/8')
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.1, 192.0.2.10', trusted)).toBe('198.51.100.1')
    expect(clientAddress('fd00::1', '2001:db8::5', trusted)).toBe('2001:db8::5')
    // A socket that is no trusted proxy: its address, the header ignored.
    expect(clientAddress('198.51.100.9', '6.6.6.6', trusted)).toBe('198.51.100.9')
    expect(clientAddress('10.0.0.2', 'lixo, 10.0.0.3', trusted)).toBe('10.0.0.3')
  })

  it('reads proxy lists of addresses and ranges, and refuses anything else', () => {
    expect(proxyList('10.0.0.1')).toBeDefined()
    expect(proxyList('10.0.0.0/8, ::1, 2001:db8::/32')).toBeDefined()
    expect(proxyList('10.0.0.0/33')).toBeUndefined()
    expect(proxyList('proxy.interno')).toBeUndefined()
    expect(proxyList('10.0.0.1/8/1')).toBeUndefined()
  })
})
