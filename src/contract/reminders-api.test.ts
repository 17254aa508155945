import { describe, expect, it } from 'vitest'
import { normalizeEndpoint, parseEndpointRequest } from './reminders-api'

describe("a subscription's endpoint", () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:DEF-123'

  it('is kept in one form however it was written: trimmed, scheme and host in lower case, no default port', () => {
    for (const written of [
      endpoint,
      ` ${endpoint}`,
      `${endpoint}\n`,
      `\t${endpoint} \r\n`,
      'HTTPS://FCM.GoogleAPIs.com/fcm/send/abc:DEF-123',
      'https://fcm.googleapis.com:443/fcm/send/abc:DEF-123',
      'https://fcm.googleapis.com/fcm/send/%61bc:DEF-123',
      'https://fcm.googleapis.com/fcm/send/abc:DEF%2d123?',
    ]) {
      expect(normalizeEndpoint(written)).toBe(endpoint)
    }
    // Escapes of reserved characters stay escapes, in one case.
    expect(normalizeEndpoint('https://fcm.googleapis.com/fcm/send/a%2fb?x=%2f')).toBe('https://fcm.googleapis.com/fcm/send/a%2Fb?x=%2F')
    // The path and the query are hers: their case is kept.
    expect(normalizeEndpoint('https://wns2-par02p.notify.windows.com/w/?token=BQYAAAbC')).toBe('https://wns2-par02p.notify.windows.com/w/?token=BQYAAAbC')
  })

  it.each([
    ['a fragment', `${endpoint}#outra`],
    ['an empty fragment', `${endpoint}#`],
    ['NUL inside', 'https://fcm.googleapis.com/fcm/send/abc\u0000def'],
    ['a line break inside', 'https://fcm.googleapis.com/fcm/\nsend/abc'],
    ['a user name', 'https://eu@fcm.googleapis.com/fcm/send/abc'],
    ['another scheme', 'ftp://fcm.googleapis.com/fcm/send/abc'],
    ['not a URL', 'lembrete'],
    ['too long', `https://fcm.googleapis.com/${'a'.repeat(1000)}`],
  ])('is refused with %s', (_case, written) => {
    expect(normalizeEndpoint(written)).toBeUndefined()
    expect(parseEndpointRequest({ endpoint: written })).toEqual({
      ok: false,
      erro: 'O campo "endpoint" deve ser o endereço da inscrição de push (uma URL de até 1000 caracteres).',
    })
  })
})
