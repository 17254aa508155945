import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webPushSender } from './push-sender'
import { startFakePushService, type FakePushService } from './testing/fake-push-service'

const keys = webpush.generateVAPIDKeys()
const subject = 'mailto:lembretes@momento-mae.example'
let service: FakePushService
beforeAll(async () => {
  service = await startFakePushService({ serverKey: keys.publicKey })
})
afterAll(() => service.close())

const send = webPushSender({ keys, subject })

describe('sending one push message', () => {
  it('arrives signed, encrypted for her browser alone, with a TTL and a topic', async () => {
    const browser = service.subscribe()
    const text = JSON.stringify({ titulo: 'Um momento só seu', corpo: 'Que tal respirar 5 minutos? 💛', url: '/dashboard' })
    await expect(send(browser, text)).resolves.toEqual({ kind: 'delivered' })
    expect(service.delivered.at(-1)).toEqual({ id: browser.id, text, ttl: 3600, topic: 'lembrete', urgency: 'normal' })
    expect(service.refused).toEqual([])
  })

  it('long payloads too (one record of up to 4 KB)', async () => {
    const browser = service.subscribe()
    const text = 'ã'.repeat(1500)
    await expect(send(browser, text)).resolves.toEqual({ kind: 'delivered' })
    expect(service.delivered.at(-1)?.text).toBe(text)
  })

  it('is refused by the push service when signed with other keys', async () => {
    const browser = service.subscribe()
    const impostor = webPushSender({ keys: webpush.generateVAPIDKeys(), subject })
    await expect(impostor(browser, 'oi')).resolves.toEqual({ kind: 'refused', status: 403 })
    expect(service.refused.at(-1)).toBe('signed with another key')
  })

  it.each([
    [404, { kind: 'gone', status: 404 }],
    [410, { kind: 'gone', status: 410 }],
    [429, { kind: 'retry', why: 'HTTP 429' }],
    [500, { kind: 'retry', why: 'HTTP 500' }],
    [503, { kind: 'retry', why: 'HTTP 503' }],
    [400, { kind: 'refused', status: 400 }],
    [413, { kind: 'refused', status: 413 }],
    [301, { kind: 'refused', status: 301 }],
  ] as const)('reads HTTP %i from the push service as %o', async (status, outcome) => {
    const browser = service.subscribe()
    service.answer(browser.id, status)
    await expect(send(browser, 'oi')).resolves.toEqual(outcome)
  })

  it('retries later when the push service hangs up or is not there', async () => {
    const browser = service.subscribe()
    service.answer(browser.id, 'hang-up')
    await expect(send(browser, 'oi')).resolves.toMatchObject({ kind: 'retry', why: expect.stringMatching(/^network/) })
    const nobody = { ...browser, endpoint: 'http://127.0.0.1:1/push/0' }
    await expect(send(nobody, 'oi')).resolves.toMatchObject({ kind: 'retry' })
  })
})
