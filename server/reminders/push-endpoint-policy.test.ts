import { describe, expect, it } from 'vitest'
import { isAllowedPushEndpoint } from './push-endpoint-policy'

const strict = { allowLoopback: false }
const loopbackToo = { allowLoopback: true }

describe('which push endpoints the server posts to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx5',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts a public push service: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, strict)).toBe(true)
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1:8443/push',
    'https://10.0.0.5/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push',
    'https://[fd00::1]/push',
    'https://localhost/push',
    'https://metadata.localhost/push',
    'https://intranet/push',
    'https://user:senha@fcm.googleapis.com/fcm/send/abc',
    'ftp://fcm.googleapis.com/x',
    'não é url',
  ])('refuses what would reach the server’s own network, or is no https URL: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, strict)).toBe(false)
  })

  it('opens loopback, and only loopback, for a local fake push service', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', loopbackToo)).toBe(true)
    expect(isAllowedPushEndpoint('http://localhost:4000/push/1', loopbackToo)).toBe(true)
    expect(isAllowedPushEndpoint('http://[::1]:4000/push/1', loopbackToo)).toBe(true)
    expect(isAllowedPushEndpoint('http://10.0.0.5/push', loopbackToo)).toBe(false)
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', loopbackToo)).toBe(false)
  })
})
