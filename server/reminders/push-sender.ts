import { Agent as HttpAgent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import webpush from 'web-push'
import type { PushSubscriptionJson } from '../../src/contract/reminders-api'
import { checkedLookup, isAllowedPushEndpoint, type PushEndpointPolicy } from './push-endpoint-policy'
import type { VapidKeyPair } from './vapid-keys'

/**
 * What became of one push message: delivered; `gone` (404/410: the subscription expired or she
 * revoked it); `retry` (the push service is down, busy or slow: one failure, tried again later);
 * `refused` (it will not take this message, whatever the time: 400, 403, 413, a redirect, or an
 * address the server does not post to); `cancelled` (the server stopped it before the whole message
 * had left: the push service cannot deliver it, so it may be sent once more); `uncertain` (the
 * server stopped it after the whole message had left, before the answer: the push service may have
 * taken it, and Web Push has no way to ask later, so it must not be sent again).
 */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; why: string; timedOut?: true }
  | { kind: 'refused'; why: string }
  | { kind: 'cancelled' }
  | { kind: 'uncertain' }

/** Sends one message; `signal` cancels it (the server is stopping). */
export type PushSender = (subscription: PushSubscriptionJson, payload: string, signal?: AbortSignal) => Promise<PushOutcome>

const NOT_POSTED_TO = 'an endpoint the server does not post to'

/** A reminder not delivered within the hour is no use: the push service may drop it then. */
const TTL_SECONDS = 60 * 60

export function classify(status: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 404 || status === 410) return { kind: 'gone', status }
  if (status === 429 || status >= 500) return { kind: 'retry', why: `HTTP ${status}` }
  return { kind: 'refused', why: `HTTP ${status}` }
}

interface Post {
  headers: OutgoingHttpHeaders
  body: Buffer | null
  signal: AbortSignal
  policy: PushEndpointPolicy
  agents: { http: HttpAgent; https: HttpsAgent }
  /** Told when the whole request has been handed to the connection. */
  onSent: () => void
}

/**
 * POSTs and resolves with the status once the headers are in; the body, if any, is thrown away.
 * A kept-alive connection the push service closed just as it was reused fails before anything
 * was read: that one is tried once more on a new connection (Node's advice for `reusedSocket`).
 */
function post(url: URL, { headers, body, signal, policy, agents, onSent }: Post, retried = false): Promise<number> {
  const secure = url.protocol === 'https:'
  return new Promise((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      { method: 'POST', headers, agent: secure ? agents.https : agents.http, lookup: checkedLookup(policy), signal },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale = request.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
      if (stale && !retried && !signal.aborted) return resolve(post(url, { headers, body, signal, policy, agents, onSent }, true))
      reject(error)
    })
    request.on('finish', onSent)
    request.end(body ?? undefined)
  })
}

/**
 * Web Push with the web-push package: it signs (VAPID) and encrypts (aes128gcm). The request goes
 * through node:http(s) with a lookup that connects only to checked addresses
 * (push-endpoint-policy.ts); each send has a deadline (`timeoutMs`) that counts as one failure;
 * redirects are not followed; connections to a push service are kept alive and reused.
 */
export function webPushSender({
  keys,
  subject,
  policy,
  timeoutMs = 10_000,
}: {
  keys: VapidKeyPair
  subject: string
  policy: PushEndpointPolicy
  timeoutMs?: number
}): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) }
  return async (subscription, payload, stop) => {
    // Kept before this policy, or before PUSH_SERVICES changed: checked again, as written, before anything is sent.
    if (!isAllowedPushEndpoint(subscription.endpoint, policy)) return { kind: 'refused', why: NOT_POSTED_TO }
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      TTL: TTL_SECONDS,
      urgency: 'normal',
      // A newer reminder replaces one still waiting at the push service.
      topic: 'lembrete',
      contentEncoding: 'aes128gcm',
    })
    const deadline = AbortSignal.timeout(timeoutMs)
    const signal = stop ? AbortSignal.any([deadline, stop]) : deadline
    let sent = false
    const onSent = () => (sent = true)
    try {
      const status = await post(new URL(request.endpoint), { headers: request.headers, body: request.body, signal, policy, agents, onSent })
      return classify(status)
    } catch (error) {
      if (stop?.aborted) return { kind: sent ? 'uncertain' : 'cancelled' }
      if (deadline.aborted) return { kind: 'retry', why: `no answer in ${timeoutMs} ms`, timedOut: true }
      const { name, code } = error as NodeJS.ErrnoException
      if (code === 'EPUSHADDRESS') return { kind: 'refused', why: NOT_POSTED_TO }
      return { kind: 'retry', why: `network: ${code ?? name}` }
    }
  }
}
