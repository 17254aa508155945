import { Hono, type MiddlewareHandler } from 'hono'
import { createAssistant, type Assistant } from '../../src/assistant/assistant'
import type { ServerConfig } from '../config'
import type { LogLine } from '../request-log'
import { bodySizeLimit } from './body-size'
import { parseChatRequest } from '../../src/contract/chat-api'
import { createResponder } from './chat-responder'

export interface ChatRouteDeps {
  config: ServerConfig
  log?: LogLine
  /** Replaced in tests; by default one embedded assistant shared by every app (its index is read-only). */
  assistant?: Assistant
  fetch?: typeof globalThis.fetch
  /** Counts each request of a client (app.ts). */
  rateLimit: MiddlewareHandler
}

let sharedAssistant: Assistant | undefined
const defaultAssistant = () => (sharedAssistant ??= createAssistant())

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
}

/** POST /api/chat (README, The chat assistant): validation, limits, then the responder. */
export function chatRoute({ config, log = () => {}, assistant, fetch, rateLimit }: ChatRouteDeps): Hono {
  const respond = createResponder({ assistant: assistant ?? defaultAssistant(), llm: config.llm, log, ...(fetch ? { fetch } : {}) })

  const jsonOnly: MiddlewareHandler = async (c, next) => {
    if (isJson(c.req.header('content-type'))) return next()
    return c.json({ erro: 'Envie a mensagem como JSON (Content-Type: application/json).' }, 415)
  }

  const chat = new Hono()
  chat.post('/', rateLimit, jsonOnly, ...bodySizeLimit, async (c) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return c.json({ erro: 'O corpo da requisição não é um JSON válido.' }, 400)
    }
    const parsed = parseChatRequest(body)
    if (!parsed.ok) return c.json({ erro: parsed.erro }, 400)
    return c.json(await respond(parsed.value))
  })
  chat.all('/', (c) => c.json({ erro: 'Método não permitido. Use POST.' }, 405, { Allow: 'POST' }))
  return chat
}
