import { ECDH } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { Parsed } from '../../src/contract/parsed'
import { parseDoneTodayRequest, parseEndpointRequest, parseReminderRequest, type ReminderReply } from '../../src/contract/reminders-api'
import { BODY_LEFT_UNREAD, readBody } from '../chat/body-size'
import { escapeForLog, type LogLine } from '../request-log'
import { BROWSER_PUSH_SERVICES, checkPushEndpoint, defaultResolve, type PushEndpointPolicy } from './push-endpoint-policy'
import type { Verdict } from '../rate-limit/rate-limit-middleware'
import type { ReminderStore } from './reminder-store'

export interface RemindersDeps {
  store: ReminderStore
  /** The VAPID public key the app subscribes with. */
  publicKey: string
  /** Counts each request of a client, the same limit as /api/chat: `limit` refuses past it, `countOnly` never does. */
  rateLimit: { limit: MiddlewareHandler; countOnly: MiddlewareHandler }
  /** Counts a new subscription of the request's client, in its day (REMINDERS_PER_CLIENT_PER_DAY). */
  countNew: (c: Context) => Promise<Verdict>
  /** Subscriptions kept at once, in all (REMINDERS_MAX). */
  maxSubscriptions: number
  /** Which endpoints are kept (push-endpoint-policy.ts): by default the browsers' push services, resolved by DNS. */
  pushEndpoints?: PushEndpointPolicy
  now?: () => Date
  log?: LogLine
}

const UNAVAILABLE = 'Os lembretes estão indisponíveis agora. Tente de novo em alguns minutos.'
const FULL = 'Este servidor está sem lugar para novos lembretes agora. Os lembretes já ativados continuam chegando; tente ativar o seu mais tarde.'

const isJson = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'

const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (isJson(c.req.header('content-type'))) return next()
  return c.json({ erro: 'Envie os dados como JSON (Content-Type: application/json).' }, 415, BODY_LEFT_UNREAD)
}

/** A P-256 point that really is one: an invalid key would fail every push, silently. */
function isP256Point(base64url: string): boolean {
  try {
    // Decoding checks that the point is on the curve.
    return ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1').length > 0
  } catch {
    return false
  }
}

const methodNotAllowed = (allow: string) => (c: Context) =>
  c.json({ erro: `Método não permitido. Use ${allow.replace(', ', ' ou ')}.` }, 405, { Allow: allow })

/** /api/lembretes (src/contract/reminders-api.ts): validation, limits, then the store. */
export function remindersRoute({
  store,
  publicKey,
  rateLimit,
  countNew,
  maxSubscriptions,
  pushEndpoints = { allowLoopback: false, services: BROWSER_PUSH_SERVICES, resolve: defaultResolve() },
  now = () => new Date(),
  log = () => {},
}: RemindersDeps): Hono {
  /** The body, parsed and validated, or the answer that refuses it. */
  async function read<T>(c: Context, parse: (body: unknown) => Parsed<T>): Promise<T | Response> {
    const text = await readBody(c)
    if (text instanceof Response) return text
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return c.json({ erro: 'O corpo da requisição não é um JSON válido.' }, 400)
    }
    const parsed = parse(body)
    if (!parsed.ok) return c.json({ erro: parsed.erro }, 400)
    return parsed.value
  }

  /** A database out of reach is the server's trouble, said plainly, never a 500 with a trace. */
  const guarded =
    (handler: (c: Context) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      try {
        return await handler(c)
      } catch (error) {
        log(`lembretes: banco de dados indisponível em ${escapeForLog(c.req.method)} ${escapeForLog(c.req.path)}: ${(error as Error).name}`)
        return c.json({ erro: UNAVAILABLE }, 503, { 'Retry-After': '60' })
      }
    }

  const reminders = new Hono()
  let full = false

  reminders.get('/chave', rateLimit.limit, (c) => c.json({ chavePublica: publicKey }))
  reminders.all('/chave', methodNotAllowed('GET'))

  reminders.put(
    '/',
    rateLimit.limit,
    jsonOnly,
    guarded(async (c) => {
      const request = await read(c, parseReminderRequest)
      if (request instanceof Response) return request
      const { endpoint, keys } = request.inscricao
      const verdict = await checkPushEndpoint(endpoint, pushEndpoints)
      if (verdict === 'refused') return c.json({ erro: 'O endereço da inscrição não é de um serviço de push conhecido (https).' }, 400)
      if (verdict === 'unresolved') {
        log('lembretes: o DNS não respondeu para o endereço de uma inscrição')
        return c.json({ erro: UNAVAILABLE }, 503, { 'Retry-After': '60' })
      }
      if (!isP256Point(keys.p256dh)) return c.json({ erro: 'As chaves da inscrição ("keys.p256dh" e "keys.auth") não são válidas.' }, 400)
      if (!(await store.has(endpoint))) {
        if ((await store.count()) >= maxSubscriptions) {
          // One line for the operator while it lasts, not one per refusal.
          if (!full) log(`lembretes: REMINDERS_MAX (${maxSubscriptions}) atingido: novas inscrições recebem 507 até que haja lugar; aumente REMINDERS_MAX ou apague inscrições antigas`)
          full = true
          return c.json({ erro: FULL }, 507)
        }
        full = false
        const verdict = await countNew(c)
        if (!verdict.allowed) {
          const erro = 'Muitos lembretes novos a partir desta conexão hoje. Tente de novo amanhã.'
          return c.json({ erro }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) })
        }
      }
      const { created } = await store.save(request, now())
      const { horario, dias, fusoHorario, soSeNadaHoje } = request
      const reply: ReminderReply = { lembrete: { horario, dias, fusoHorario, soSeNadaHoje } }
      return c.json(reply, created ? 201 : 200)
    }),
  )
  // Turning reminders off is never refused by the rate limit: deleting her row is what she is owed
  // (LGPD art. 18). It is counted all the same, and its body read within the same budget.
  reminders.delete(
    '/',
    rateLimit.countOnly,
    jsonOnly,
    guarded(async (c) => {
      const request = await read(c, parseEndpointRequest)
      if (request instanceof Response) return request
      return c.json({ apagado: await store.remove(request.endpoint) })
    }),
  )
  reminders.all('/', methodNotAllowed('PUT, DELETE'))

  reminders.post(
    '/feito-hoje',
    rateLimit.limit,
    jsonOnly,
    guarded(async (c) => {
      const request = await read(c, parseDoneTodayRequest)
      if (request instanceof Response) return request
      const outcome = await store.markDone(request.endpoint, request.data, now())
      if (outcome === 'unknown') return c.json({ erro: 'Não há lembrete para esta inscrição.' }, 404)
      if (outcome === 'not-her-today') return c.json({ erro: 'A data deve ser a de hoje no seu fuso horário.' }, 400)
      return c.json({ registrado: true })
    }),
  )
  reminders.all('/feito-hoje', methodNotAllowed('POST'))

  return reminders
}
