import { describe, expect, it } from 'vitest'
import { clientKey, ipv6Groups, isPublicAddress } from './ip-address'

describe('IPv6 addresses', () => {
  it('are read in every written form', () => {
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1])
    expect(ipv6Groups('2001:db8::5:6')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 5, 6])
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1])
    expect(ipv6Groups('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1])
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(ipv6Groups('127.0.0.1')).toBeUndefined()
  })
})

describe('who a request counts for', () => {
  it('is an IPv4 address itself, and an IPv6 address’s /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64')
    expect(clientKey('local')).toBe('local')
  })
})

describe('addresses the server may post to', () => {
  it.each([
    '8.8.8.8',
    '142.250.79.42',
    '2800:3f0:4001:80b::200a',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it.each([
    ['unspecified', '0.0.0.0'],
    ['this network', '0.1.2.3'],
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.255.0.9'],
    ['private', '10.1.2.3'],
    ['private', '172.16.0.1'],
    ['private', '172.31.255.255'],
    ['private', '192.168.1.1'],
    ['shared (CGNAT)', '100.64.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['documentation', '192.0.2.1'],
    ['benchmarking', '198.18.0.1'],
    ['multicast', '224.0.0.1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 unspecified', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, in hex', '::ffff:7f00:1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['unique local', 'fd00::1'],
    ['link-local', 'fe80::1'],
    ['multicast', 'ff02::1'],
    ['documentation', '2001:db8::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['6to4', '2002:7f00:1::1'],
    ['discard', '100::1'],
    ['not an address', 'push.example.com'],
  ])('%s (%s) is not', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false)
  })
})
