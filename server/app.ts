import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono, type Context } from 'hono'
import { except } from 'hono/combine'
import { compress } from 'hono/compress'
import { stopReadingRefused } from './chat/body-size'
import { chatRoute } from './chat/chat-route'
import { clientAddress, type TrustProxy } from './client-address'
import type { ServerConfig } from './config'
import { copiesRoute, type CopiesDeps } from './copies/copies-route'
import { clientKey, networkKey } from './net/ip-address'
import { createDailyCounter } from './rate-limit/daily-counter'
import { createRateLimiter } from './rate-limit/rate-limit'
import { countRequest, rateLimitMiddleware, socketAddress, type RequestCounter, type Verdict } from './rate-limit/rate-limit-middleware'
import { remindersRoute, type RemindersDeps } from './reminders/reminders-route'
import { escapeForLog, pathForLog, requestLog, type LogLine } from './request-log'
import { inlineScriptHashes } from './security/csp'
import { securityHeaders } from './security/secure-headers'
import { serveApp } from './static/serve-app'

export interface AppDeps {
  config: ServerConfig
  log?: LogLine
  /** /api/lembretes, when the server has a database (index.ts); without it those paths are 404. */
  reminders?: Omit<RemindersDeps, 'rateLimit' | 'log' | 'countNew' | 'maxSubscriptions'>
  /** /api/copias, when the server has a database (index.ts); without it those paths are 404. */
  copies?: Omit<CopiesDeps, 'rateLimit' | 'log' | 'countMiss' | 'countNew'>
  /** Counts the API's requests per client; by default in this process's memory. */
  requestCounter?: RequestCounter
  /** Counts each client's new subscriptions in a day; by default in this process's memory. */
  subscriptionCounter?: RequestCounter
  /** Counts each network's (IPv4 /24, IPv6 /48) new subscriptions in a day; by default in this process's memory. */
  networkSubscriptionCounter?: RequestCounter
  /** Counts each client's new copies and wrong codes in a day; by default in this process's memory. */
  copyCounter?: RequestCounter
  /** Which proxies' X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy
}

/** The whole HTTP surface; index.ts only listens. Tests call it with app.request(). */
export function createApp({
  config,
  log = () => {},
  reminders,
  copies,
  requestCounter = createRateLimiter({ limit: config.rateLimitPerMinute }),
  subscriptionCounter = createDailyCounter({ limit: config.reminders.newPerClientPerDay }),
  networkSubscriptionCounter = createDailyCounter({ limit: config.reminders.newPerNetworkPerDay }),
  copyCounter = createDailyCounter({ limit: config.copies.perClientPerDay }),
  trustProxy = { kind: 'off' },
}: AppDeps): Hono {
  const indexHtml = config.clientDir ? readFileSync(join(config.clientDir, 'index.html'), 'utf8') : ''
  const app = new Hono()

  app.use('*', requestLog(log))
  app.use('*', securityHeaders(inlineScriptHashes(indexHtml)))
  // API answers are a few KB of JSON: gzipping each one costs more than it saves (BENCHMARKS.md, History).
  app.use('*', except('/api/*', compress()))

  const api = new Hono()
  api.use('*', stopReadingRefused)
  // Answers about her reminders or to her messages are hers alone: no cache, shared or not, keeps one.
  api.use('*', async (c, next) => {
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
  })
  api.get('/health', (c) => c.json({ status: 'ok', assistente: config.llm ? 'llm' : 'local' }))
  api.all('/health', (c) => c.json({ erro: 'Método não permitido. Use GET.' }, 405, { Allow: 'GET' }))
  const addressOf = (c: Context) => clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustProxy)
  const clientOf = (c: Context) => clientKey(addressOf(c))
  const tooMany = (what: string) => (seconds: number) => `Muitas ${what} em pouco tempo. Espere ${seconds} segundos e tente de novo.`
  const chatLimit = { count: (c: Context) => countRequest(requestCounter, `chat ${clientOf(c)}`), tooMany: tooMany('mensagens') }
  api.route('/chat', chatRoute({ config, log, rateLimit: chatLimit }))
  if (reminders) {
    const rateLimit = rateLimitMiddleware({ counter: requestCounter, scope: 'lembretes', clientOf, tooMany: tooMany('requisições') })
    // Per client and per network: many /64s of one /48 (or addresses of one /24) count together too.
    const countNew = async (c: Context): Promise<Verdict> => {
      const [client, network] = await Promise.all([
        countRequest(subscriptionCounter, `inscricoes ${clientOf(c)}`).verdict,
        countRequest(networkSubscriptionCounter, `inscricoes-rede ${networkKey(addressOf(c))}`).verdict,
      ])
      return client.allowed ? network : client
    }
    api.route('/lembretes', remindersRoute({ ...reminders, log, rateLimit, countNew, maxSubscriptions: config.reminders.total }))
  }
  if (copies) {
    const rateLimit = rateLimitMiddleware({ counter: requestCounter, scope: 'copias', clientOf, tooMany: tooMany('requisições') }).limit
    const countMiss = async (c: Context, copyKey: string) => {
      const [client, copy] = await Promise.all([
        countRequest(copyCounter, `copias-erros ${clientOf(c)}`).verdict,
        countRequest(copyCounter, `copias-erros-copia ${copyKey}`).verdict,
      ])
      return { client, copy }
    }
    const countNew = (c: Context) => countRequest(copyCounter, `copias-novas ${clientOf(c)}`).verdict
    api.route('/copias', copiesRoute({ ...copies, log, rateLimit, countMiss, countNew }))
  }
  api.all('*', (c) => c.json({ erro: 'Endereço da API não encontrado.' }, 404))
  app.route('/api', api)

  if (config.clientDir) serveApp(app, config.clientDir, indexHtml)

  app.notFound((c) => c.json({ erro: 'Endereço não encontrado.' }, 404))
  app.onError((error, c) => {
    log(`erro interno em ${escapeForLog(c.req.method)} ${escapeForLog(pathForLog(c.req.path))}: ${error.name}`)
    return c.json({ erro: 'Algo deu errado do nosso lado. Tente novamente em instantes.' }, 500)
  })
  return app
}
