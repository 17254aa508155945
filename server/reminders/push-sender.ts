import webpush from 'web-push'
import type { PushSubscriptionJson } from '../../src/contract/reminders-api'
import type { VapidKeyPair } from './vapid-keys'

/**
 * What became of one push message: delivered; `gone` (404/410: the subscription expired or she
 * revoked it); `retry` (the push service is down, busy or slow); `refused` (it will not take
 * this message, whatever the time: 400, 403, 413, a redirect).
 */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; why: string }
  | { kind: 'refused'; status: number }

export type PushSender = (subscription: PushSubscriptionJson, payload: string) => Promise<PushOutcome>

/** A reminder not delivered within the hour is no use: the push service may drop it then. */
const TTL_SECONDS = 60 * 60

export function classify(status: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 404 || status === 410) return { kind: 'gone', status }
  if (status === 429 || status >= 500) return { kind: 'retry', why: `HTTP ${status}` }
  return { kind: 'refused', status }
}

/**
 * Web Push with the web-push package: it signs (VAPID) and encrypts (aes128gcm); the request is
 * sent with fetch, so each one has a deadline, redirects are not followed, and connections to a
 * push service are reused.
 */
export function webPushSender({
  keys,
  subject,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: {
  keys: VapidKeyPair
  subject: string
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }
  return async (subscription, payload) => {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      TTL: TTL_SECONDS,
      urgency: 'normal',
      // A newer reminder replaces one still waiting at the push service.
      topic: 'lembrete',
      contentEncoding: 'aes128gcm',
    })
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      return classify(response.status)
    } catch (error) {
      const name = (error as Error).name
      return { kind: 'retry', why: name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : `network: ${name}` }
    }
  }
}
