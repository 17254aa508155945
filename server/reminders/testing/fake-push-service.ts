/**
 * A push service on 127.0.0.1 for tests, with the browsers subscribed to it: it checks each
 * message's VAPID signature (RFC 8292) against the key it was sent with, decrypts the payload with
 * the subscription's private key as the browser would (push-decrypt.ts), and counts what arrived.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PushSubscriptionJson } from '../../../src/contract/reminders-api'
import { decryptPushMessage } from './push-decrypt'

export interface Delivered {
  /** The subscription's number, in the order they were made. */
  id: number
  text: string
  ttl: number
  topic: string | undefined
  urgency: string | undefined
}

/**
 * How the service answers one subscription's messages: a status, hanging up at once (every time,
 * or once and then delivering), never (it reads the message and stays silent), or slowly (it takes
 * the message, delivered, and holds its 201 until answerHeld).
 */
export type Answer = number | 'hang-up' | 'hang-up-once' | 'silent' | 'slow'

interface Browser {
  receiver: ECDH
  authSecret: Buffer
}

function publicKeyObject(raw: Buffer) {
  // An uncompressed P-256 point: 0x04 | x (32) | y (32).
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  })
}

/** Why a VAPID Authorization header is not a valid one for `origin` and `serverKey`, or undefined. */
function vapidProblem(header: string | undefined, origin: string, serverKey: string | undefined): string | undefined {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) return 'no VAPID Authorization header'
  const [token, key] = [match[1]!, match[2]!]
  if (serverKey && key !== serverKey) return 'signed with another key'
  const [head, body, signature] = token.split('.') as [string, string, string]
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKeyObject(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) return 'bad signature'
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string }
  if (claims.aud !== origin) return `audience ${claims.aud} is not ${origin}`
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'no subject'
  if (!claims.exp || claims.exp * 1000 < Date.now()) return 'expired'
  return undefined
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

export async function startFakePushService({ serverKey }: { serverKey?: string } = {}) {
  const browsers: Browser[] = []
  const answers = new Map<number, Answer>()
  const delivered: Delivered[] = []
  const refused: string[] = []
  /** Every message that arrived, answered or not, by subscription. */
  const attempts = new Map<number, number>()
  const silent = new Set<(status: number) => void>()
  let origin = ''

  /** Takes a message: 201, counted as delivered, when its signature and payload are good; else the status refusing it. */
  function take(request: IncomingMessage, id: number, body: Buffer): { status: number; why?: string } {
    const browser = browsers[id]
    if (request.method !== 'POST' || !browser) return { status: 404 }
    const problem =
      // The audience is the origin the message was sent to: this service by its address, or by a name the test resolved to it.
      vapidProblem(request.headers.authorization, `http://${request.headers.host}`, serverKey) ??
      (request.headers['content-encoding'] !== 'aes128gcm' ? 'not aes128gcm' : undefined) ??
      (request.headers.ttl === undefined ? 'no TTL' : undefined)
    if (problem) {
      refused.push(problem)
      return { status: 403, why: problem }
    }
    let text: string
    try {
      text = decryptPushMessage(body, browser.receiver, browser.authSecret)
    } catch (error) {
      refused.push(`undecryptable: ${(error as Error).message}`)
      return { status: 400 }
    }
    const header = (name: string) => request.headers[name] as string | undefined
    delivered.push({ id, text, ttl: Number(header('ttl')), topic: header('topic'), urgency: header('urgency') })
    return { status: 201 }
  }

  /** Answers a message as `answer` says: a status, or delivering it when its signature and payload are good. */
  function finish(request: IncomingMessage, response: ServerResponse, id: number, body: Buffer, answer: number) {
    if (request.method !== 'POST' || !browsers[id]) return response.writeHead(404).end()
    if (answer !== 201) return response.writeHead(answer).end()
    const { status, why } = take(request, id, body)
    response.writeHead(status).end(why)
  }

  /** Keeps a response unanswered until answerHeld, or until its connection closes. */
  function hold(response: ServerResponse, answer: (status: number) => void) {
    silent.add(answer)
    response.on('close', () => silent.delete(answer))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const id = Number(/^\/push\/(\d+)$/.exec(request.url ?? '')?.[1])
    const body = await readBody(request)
    attempts.set(id, (attempts.get(id) ?? 0) + 1)
    const answer = answers.get(id) ?? 201
    if (answer === 'hang-up-once') answers.set(id, 201)
    if (answer === 'hang-up' || answer === 'hang-up-once') return request.socket.destroy()
    if (answer === 'slow') {
      // A slow service as the review met them: the message is taken (and will reach her) before the answer comes.
      const taken = take(request, id, body)
      return hold(response, (status) => response.writeHead(taken.status === 201 ? status : taken.status).end())
    }
    if (answer !== 'silent') return finish(request, response, id, body, answer)
    hold(response, (status) => finish(request, response, id, body, status))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    delivered,
    /** Problems it refused messages for (a bad signature, an undecryptable payload). */
    refused,
    /** How many messages arrived for subscription `id`, answered or not. */
    attemptsFor: (id: number) => attempts.get(id) ?? 0,
    /** Requests it holds without an answer ('silent', 'slow'). */
    holding: () => silent.size,
    /** Answers every request it holds as if `status` had been its answer all along (201: delivered, when good). */
    answerHeld(status: number) {
      const held = [...silent]
      silent.clear()
      for (const answer of held) answer(status)
    },
    /** A new browser subscribed to this service: its subscription as PushSubscription.toJSON() gives it. */
    subscribe(): PushSubscriptionJson & { id: number } {
      const receiver = createECDH('prime256v1')
      receiver.generateKeys()
      const authSecret = randomBytes(16)
      const id = browsers.push({ receiver, authSecret }) - 1
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      }
    },
    /** From now on, answers this subscription's messages so (201 is delivering). */
    answer(id: number, answer: Answer) {
      answers.set(id, answer)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>
