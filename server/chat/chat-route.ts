import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { createAssistant, type Assistant } from '../../src/assistant/assistant'
import type { ServerConfig } from '../config'
import type { LogLine } from '../request-log'
import { BODY_LEFT_UNREAD, readBody } from './body-size'
import { parseChatRequest } from '../../src/contract/chat-api'
import { createResponder } from './chat-responder'
import { tooManyRequests, type PendingVerdict, type Verdict } from '../rate-limit/rate-limit-middleware'

export interface ChatRouteDeps {
  config: ServerConfig
  log?: LogLine
  /** Replaced in tests; by default one embedded assistant shared by every app (its index is read-only). */
  assistant?: Assistant
  fetch?: typeof globalThis.fetch
  /** Counts each request of a client (app.ts), and says how long to wait when over. */
  rateLimit: { count: (c: Context) => PendingVerdict; tooMany: (seconds: number) => string }
}

/** What a request carries between the route's steps: its count, started as it arrives. */
export type Counted = { Variables: { counted: PendingVerdict } }

let sharedAssistant: Assistant | undefined
const defaultAssistant = () => (sharedAssistant ??= createAssistant())

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
}

/** POST /api/chat (docs/chat-api.md): validation, limits, then the responder. */
export function chatRoute({ config, log = () => {}, assistant = defaultAssistant(), fetch, rateLimit }: ChatRouteDeps): Hono<Counted> {
  const respond = createResponder({ assistant, llm: config.llm, log, ...(fetch ? { fetch } : {}) })

  // Counted as it arrives; its verdict is awaited only where it must be (below).
  const count: MiddlewareHandler<Counted> = async (c, next) => {
    c.set('counted', rateLimit.count(c))
    return next()
  }

  const chat = new Hono<Counted>()
  chat.post('/', count, async (c) => {
    const pending = c.get('counted')
    const over = (verdict: Verdict | undefined, headers = {}) =>
      verdict && !verdict.allowed && tooManyRequests(c, verdict.retryAfterSeconds, rateLimit.tooMany, headers)
    // Known already (in memory it always is): refused before a byte of the body is read.
    const early = over(pending.settled(), BODY_LEFT_UNREAD)
    if (early) return early
    if (!isJson(c.req.header('content-type'))) {
      return c.json({ erro: 'Envie a mensagem como JSON (Content-Type: application/json).' }, 415, BODY_LEFT_UNREAD)
    }
    const text = await readBody(c)
    if (text instanceof Response) return text
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return c.json({ erro: 'O corpo da requisição não é um JSON válido.' }, 400)
    }
    const parsed = parseChatRequest(body)
    if (!parsed.ok) return c.json({ erro: parsed.erro }, 400)
    const arrived = performance.now()
    const analysis = assistant.analyze(parsed.value)
    // A crisis is answered with its help lines at once: it never waits for a count that has not
    // arrived (a shared count's database may be slow or out; the count itself goes on).
    const verdict = pending.settled() ?? (analysis.tier === 'crisis' ? undefined : await pending.verdict)
    const refused = over(verdict)
    if (refused) return refused
    return c.json(await respond(parsed.value, { analysis, arrived }))
  })
  chat.all('/', (c) => c.json({ erro: 'Método não permitido. Use POST.' }, 405, { Allow: 'POST' }))
  return chat
}
