import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushEndpointPolicy } from './push-endpoint-policy'
import { webPushSender } from './push-sender'
import { startFakePushService, type FakePushService } from './testing/fake-push-service'

const keys = webpush.generateVAPIDKeys()
const subject = 'mailto:lembretes@momento-mae.example'
let service: FakePushService
beforeAll(async () => {
  service = await startFakePushService({ serverKey: keys.publicKey })
})
afterAll(() => service.close())

/** Loopback open (the fake push service), and a DNS of the test's own that knows one name. */
const resolved: string[] = []
const policy: PushEndpointPolicy = {
  allowLoopback: true,
  services: 'any',
  resolve: async (host) => {
    resolved.push(host)
    if (host === 'push.invalid') return ['127.0.0.1']
    if (host === 'private.invalid') return ['10.0.0.5']
    throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
  },
}
const send = webPushSender({ keys, subject, policy })

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
    const impostor = webPushSender({ keys: webpush.generateVAPIDKeys(), subject, policy })
    await expect(impostor(browser, 'oi')).resolves.toEqual({ kind: 'refused', why: 'HTTP 403' })
    expect(service.refused.at(-1)).toBe('signed with another key')
  })

  it.each([
    [404, { kind: 'gone', status: 404 }],
    [410, { kind: 'gone', status: 410 }],
    [429, { kind: 'retry', why: 'HTTP 429' }],
    [500, { kind: 'retry', why: 'HTTP 500' }],
    [503, { kind: 'retry', why: 'HTTP 503' }],
    [400, { kind: 'refused', why: 'HTTP 400' }],
    [413, { kind: 'refused', why: 'HTTP 413' }],
    [301, { kind: 'refused', why: 'HTTP 301' }],
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

  it('sends again, once, on a new connection when the push service drops a kept-alive one as it is reused', async () => {
    const browser = service.subscribe()
    await expect(send(browser, 'primeira')).resolves.toEqual({ kind: 'delivered' })
    service.answer(browser.id, 'hang-up-once')
    await expect(send(browser, 'segunda')).resolves.toEqual({ kind: 'delivered' })
    expect(service.attemptsFor(browser.id)).toBe(3)
    expect(service.delivered.filter((message) => message.id === browser.id).map((message) => message.text)).toEqual(['primeira', 'segunda'])
  })

  it('gives a push service that never answers one deadline, and counts it as one failure', async () => {
    const browser = service.subscribe()
    service.answer(browser.id, 'silent')
    const quick = webPushSender({ keys, subject, policy, timeoutMs: 300 })
    await expect(quick(browser, 'oi')).resolves.toEqual({ kind: 'retry', why: 'no answer in 300 ms', timedOut: true })
    expect(service.attemptsFor(browser.id)).toBe(1)
  })

  it('lets go of a send the server stops after its message left, and says the push service may have it', async () => {
    const browser = service.subscribe()
    service.answer(browser.id, 'slow')
    const stopping = new AbortController()
    const sent = send(browser, 'oi', stopping.signal)
    await expect.poll(() => service.delivered.filter((message) => message.id === browser.id).length).toBe(1)
    stopping.abort()
    await expect(sent).resolves.toEqual({ kind: 'uncertain' })
  })

  it('says nothing was decided when the server stopped it before its message left', async () => {
    const browser = service.subscribe()
    const stopping = new AbortController()
    stopping.abort()
    await expect(send(browser, 'oi', stopping.signal)).resolves.toEqual({ kind: 'cancelled' })
    expect(service.attemptsFor(browser.id)).toBe(0)
  })

  it('connects to the address its name was checked at, with no second lookup', async () => {
    const browser = service.subscribe()
    const port = new URL(browser.endpoint).port
    resolved.length = 0
    // .invalid never resolves anywhere else: only the checked answer can have reached the service.
    await expect(send({ ...browser, endpoint: `http://push.invalid:${port}/push/${browser.id}` }, 'oi')).resolves.toEqual({ kind: 'delivered' })
    expect(resolved).toEqual(['push.invalid'])
    expect(service.delivered.at(-1)?.id).toBe(browser.id)
  })

  it('never connects to a name that resolves to a private address, nor to an endpoint the policy refuses as written', async () => {
    const browser = service.subscribe()
    const refused = { kind: 'refused', why: 'an endpoint the server does not post to' }
    await expect(send({ ...browser, endpoint: 'https://private.invalid/push/1' }, 'oi')).resolves.toEqual(refused)
    const strict = webPushSender({ keys, subject, policy: { ...policy, allowLoopback: false } })
    await expect(strict(browser, 'oi')).resolves.toEqual(refused)
    expect(service.attemptsFor(browser.id)).toBe(0)
  })
})
