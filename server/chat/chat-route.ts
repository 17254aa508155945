import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { createAssistant, type Assistant } from '../../src/assistant/assistant'
import type { ServerConfig } from '../config'
import type { LogLine } from '../request-log'
import { bodySizeLimit } from './body-size'
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

/** POST /api/chat (README, The chat assistant): validation, limits, then the responder. */
export function chatRoute({ config, log = () => {}, assistant = defaultAssistant(), fetch, rateLimit }: ChatRouteDeps): Hono<Counted> {
  const respond = createResponder({ assistant, llm: config.llm, log, ...(fetch ? { fetch } : {}) })

  const jsonOnly: MiddlewareHandler = async (c, next) => {
    if (isJson(c.req.header('content-type'))) return next()
    return c.json({ erro: 'Envie a mensagem como JSON (Content-Type: application/json).' }, 415)
  }

  // Counted as it arrives; its verdict is awaited only where it must be (below).
  const count: MiddlewareHandler<Counted> = async (c, next) => {
    c.set('counted', rateLimit.count(c))
    return next()
  }

  const chat = new Hono<Counted>()
  chat.post('/', count, jsonOnly, ...bodySizeLimit, async (c) => {
    const pending = c.get('counted')
    const over = (verdict: Verdict | undefined) => verdict && !verdict.allowed && tooManyRequests(c, verdict.retryAfterSeconds, rateLimit.tooMany)
    // Known already (in memory it always is): refused before the body is read.
    const early = over(pending.settled())
    if (early) return early
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
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
