import { describe, expect, it } from 'vitest'
import { BROWSER_PUSH_SERVICES, checkPushEndpoint, isAllowedPushEndpoint, type PushEndpointPolicy, type Resolve } from './push-endpoint-policy'

/** A DNS of the test's own: each name's addresses, or the error DNS would give. */
function testResolver(names: Record<string, string[] | 'ENOTFOUND' | 'ETIMEOUT'>): Resolve {
  return async (host) => {
    const answer = names[host]
    if (answer === undefined || typeof answer === 'string') {
      throw Object.assign(new Error(`${answer ?? 'ENOTFOUND'} ${host}`), { code: answer ?? 'ENOTFOUND' })
    }
    return answer
  }
}

const strict = { allowLoopback: false, services: BROWSER_PUSH_SERVICES }
const anyHost = { allowLoopback: false, services: 'any' as const }
const loopbackToo = { allowLoopback: true, services: BROWSER_PUSH_SERVICES }

describe('which push endpoints the server posts to, as written', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx5',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts a browser’s push service: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, strict)).toBe(true)
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://evilfcm.googleapis.com.example/x',
    'https://push.example.com/push',
    'https://127.0.0.1:8443/push',
    'https://10.0.0.5/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push',
    'https://[::ffff:7f00:1]/push',
    'https://[fd00::1]/push',
    'https://2130706433/push',
    'https://0x7f.1/push',
    'https://localhost/push',
    'https://localhost./push',
    'https://metadata.localhost/push',
    'https://intranet/push',
    'https://user:senha@fcm.googleapis.com/fcm/send/abc',
    'ftp://fcm.googleapis.com/x',
    'não é url',
  ])('refuses another host, port, an address, or what is no https URL: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, strict)).toBe(false)
  })

  it('takes any host name on port 443 with PUSH_SERVICES=*, still no address, no localhost, no other port', () => {
    expect(isAllowedPushEndpoint('https://push.example.com/push', anyHost)).toBe(true)
    expect(isAllowedPushEndpoint('https://push.example.com:444/push', anyHost)).toBe(false)
    expect(isAllowedPushEndpoint('https://127.0.0.1/push', anyHost)).toBe(false)
    expect(isAllowedPushEndpoint('https://x.localhost/push', anyHost)).toBe(false)
  })

  it('opens loopback, http and any port for a local fake push service, and no other address', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', loopbackToo)).toBe(true)
    expect(isAllowedPushEndpoint('http://localhost:4000/push/1', loopbackToo)).toBe(true)
    expect(isAllowedPushEndpoint('http://[::1]:4000/push/1', loopbackToo)).toBe(true)
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com:4000/fcm/send/abc', loopbackToo)).toBe(true)
    expect(isAllowedPushEndpoint('http://10.0.0.5/push', loopbackToo)).toBe(false)
    expect(isAllowedPushEndpoint('http://push.example.com/push', loopbackToo)).toBe(false)
    expect(isAllowedPushEndpoint('ftp://127.0.0.1/push', loopbackToo)).toBe(false)
  })
})

describe('which push endpoints the server posts to, once their name is resolved', () => {
  const names: Record<string, string[] | 'ENOTFOUND' | 'ETIMEOUT'> = {
    'fcm.googleapis.com': ['142.250.79.42', '2800:3f0:4001:80b::200a'],
    'loopback.example.com': ['127.0.0.1'],
    'loopback6.example.com': ['::1'],
    'mapped.example.com': ['::ffff:127.0.0.1'],
    'private.example.com': ['10.0.0.5'],
    'metadata.example.com': ['169.254.169.254'],
    'cgnat.example.com': ['100.64.0.9'],
    'ula.example.com': ['fd12:3456::1'],
    'linklocal.example.com': ['fe80::1'],
    'multicast.example.com': ['224.0.0.251'],
    'unspecified.example.com': ['0.0.0.0'],
    'unspecified6.example.com': ['::'],
    'mixed.example.com': ['142.250.79.42', '127.0.0.1'],
    'nowhere.example.com': [],
    'slow.example.com': 'ETIMEOUT',
  }
  const policy = (services: PushEndpointPolicy['services'] = 'any', allowLoopback = false): PushEndpointPolicy => ({
    allowLoopback,
    services,
    resolve: testResolver(names),
  })

  it('keeps an endpoint whose name resolves to public addresses only', async () => {
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', policy(BROWSER_PUSH_SERVICES))).toBe('allowed')
  })

  it.each([
    'loopback',
    'loopback6',
    'mapped',
    'private',
    'metadata',
    'cgnat',
    'ula',
    'linklocal',
    'multicast',
    'unspecified',
    'unspecified6',
    'mixed',
    'nowhere',
    'unknown',
  ])('refuses a name that resolves to what is not public, or to nothing: %s.example.com', async (name) => {
    expect(await checkPushEndpoint(`https://${name}.example.com/push`, policy())).toBe('refused')
  })

  it('refuses a listed push service’s name when DNS sends it into the server’s own network', async () => {
    const poisoned = { ...policy(BROWSER_PUSH_SERVICES), resolve: testResolver({ 'fcm.googleapis.com': ['127.0.0.1'] }) }
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', poisoned)).toBe('refused')
  })

  it('cannot say when DNS does not answer', async () => {
    expect(await checkPushEndpoint('https://slow.example.com/push', policy())).toBe('unresolved')
  })

  it('with loopback open, takes a name that resolves to loopback, and still no private address', async () => {
    expect(await checkPushEndpoint('https://loopback.example.com/push', policy('any', true))).toBe('allowed')
    expect(await checkPushEndpoint('http://127.0.0.1:4000/push/1', policy(BROWSER_PUSH_SERVICES, true))).toBe('allowed')
    expect(await checkPushEndpoint('https://private.example.com/push', policy('any', true))).toBe('refused')
  })
})
