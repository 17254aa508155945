import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { isCopyId, MAX_COPY_BYTES, versionOfTag, type CopyVersionReply } from '../../src/contract/copies-api'
import { BODY_BUDGET, BODY_LEFT_UNREAD, readBodyBytes, type BodyBudget } from '../chat/body-size'
import type { Verdict } from '../rate-limit/rate-limit-middleware'
import { escapeForLog, type LogLine } from '../request-log'
import { guessedCopyKey, type CopyStore } from './copy-store'

export interface CopiesDeps {
  store: CopyStore
  /** Counts each request of a client; the same limit as the rest of the API. */
  rateLimit: MiddlewareHandler
  /**
   * Counts a request that named no copy (a wrong code), in its day, twice: for the client, and for
   * the copy it was aimed at (`guessedCopyKey`), so many clients cannot share out the guesses at one.
   */
  countMiss: (c: Context, copyKey: string) => Promise<{ client: Verdict; copy: Verdict }>
  /** Counts a new copy of the client, in its day. */
  countNew: (c: Context) => Promise<Verdict>
  now?: () => Date
  log?: LogLine
}

/** A copy no one wrote for this long is deleted (docs/product.md). */
export const UNTOUCHED_MONTHS = 13
/** A sealed copy's body: up to 1 MB, in as many chunks per byte as a chat message, with time for a slow phone network. */
const COPY_BUDGET: BodyBudget = {
  maxBytes: MAX_COPY_BYTES,
  maxChunks: BODY_BUDGET.maxChunks * (MAX_COPY_BYTES / BODY_BUDGET.maxBytes),
  maxMs: 20_000,
}
/** How often the copies past UNTOUCHED_MONTHS are looked for. */
const SWEEP_EVERY_MS = 60 * 60 * 1000

const UNAVAILABLE = 'As cópias estão indisponíveis agora. Tente de novo em alguns minutos.'
const NOT_FOUND = 'Não encontramos uma cópia com este código. Confira o código e tente de novo.'
const TOO_MANY_MISSES = 'Muitas tentativas com códigos que não conferem a partir desta conexão. Tente de novo amanhã.'
const TOO_MANY_ON_COPY = 'Muitas tentativas com este código hoje. Por segurança, tente de novo amanhã.'

const monthsBefore = (date: Date, months: number) => {
  const cutoff = new Date(date)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

const methodNotAllowed = (c: Context) => c.json({ erro: 'Método não permitido. Use GET, PUT ou DELETE.' }, 405, { Allow: 'GET, PUT, DELETE' })

const validId: MiddlewareHandler = async (c, next) => {
  if (isCopyId(c.req.param('id') ?? '')) return next()
  return c.json({ erro: 'O identificador da cópia não é válido.' }, 400, BODY_LEFT_UNREAD)
}

const bytesOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/octet-stream') return next()
  return c.json({ erro: 'Envie a cópia como bytes (Content-Type: application/octet-stream).' }, 415, BODY_LEFT_UNREAD)
}

/** /api/copias (src/contract/copies-api.ts). Neither the identifier nor the body is ever logged. */
export function copiesRoute({ store, rateLimit, countMiss, countNew, now = () => new Date(), log = () => {} }: CopiesDeps): Hono {
  let lastSweep = Number.NEGATIVE_INFINITY

  /** Copies past their time are deleted before a request can see them, at most once an hour. */
  async function sweep(time: Date) {
    if (Math.abs(time.getTime() - lastSweep) < SWEEP_EVERY_MS) return
    lastSweep = time.getTime()
    const deleted = await store.expire(monthsBefore(time, UNTOUCHED_MONTHS))
    if (deleted > 0) log(`cópias: ${deleted} sem uso há ${UNTOUCHED_MONTHS} meses apagadas`)
  }

  /** A wrong code: 404 (or what `found` says), 429 once the client, or anyone at this copy, has missed too often today. */
  async function miss(c: Context, found: () => Response): Promise<Response> {
    const { client, copy } = await countMiss(c, guessedCopyKey(c.req.param('id')!))
    if (!client.allowed) return c.json({ erro: TOO_MANY_MISSES }, 429, { 'Retry-After': String(client.retryAfterSeconds) })
    if (!copy.allowed) return c.json({ erro: TOO_MANY_ON_COPY }, 429, { 'Retry-After': String(copy.retryAfterSeconds) })
    return found()
  }

  const stale = (c: Context, versao: number) =>
    c.json({ erro: 'Esta cópia já mudou em outro aparelho. Traga a versão mais nova antes de enviar de novo.', versao }, 412, { ETag: `"${versao}"` })

  /** The database out of reach is the server's trouble, said plainly; the path (the identifier) is not logged. */
  const guarded =
    (handler: (c: Context, time: Date) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      try {
        const time = now()
        await sweep(time)
        return await handler(c, time)
      } catch (error) {
        log(`cópias: banco de dados indisponível em ${escapeForLog(c.req.method)}: ${(error as Error).name}`)
        return c.json({ erro: UNAVAILABLE }, 503, { 'Retry-After': '60' })
      }
    }

  const copies = new Hono()

  copies.get(
    '/:id',
    validId,
    rateLimit,
    guarded(async (c) => {
      const copy = await store.find(c.req.param('id')!)
      if (!copy) return miss(c, () => c.json({ erro: NOT_FOUND }, 404))
      return c.body(new Uint8Array(copy.body), 200, {
        'Content-Type': 'application/octet-stream',
        'Cache-Control': 'no-store',
        ETag: `"${copy.version}"`,
        'Last-Modified': new Date(copy.updatedAt).toUTCString(),
      })
    }),
  )

  copies.put(
    '/:id',
    validId,
    rateLimit,
    bytesOnly,
    guarded(async (c, time) => {
      const id = c.req.param('id')!
      const creating = c.req.header('if-none-match')?.trim() === '*'
      const expected = versionOfTag(c.req.header('if-match'))
      if (!creating && expected === undefined) {
        const erro = 'Diga qual versão a cópia substitui (If-Match: "<versão>") ou que ela é nova (If-None-Match: *).'
        return c.json({ erro }, 428, BODY_LEFT_UNREAD)
      }
      const bytes = await readBodyBytes(c, COPY_BUDGET)
      if (bytes instanceof Response) return bytes
      const body = Buffer.from(bytes)
      if (body.length === 0) return c.json({ erro: 'A cópia está vazia.' }, 400)
      if (creating) {
        const verdict = await countNew(c)
        if (!verdict.allowed) {
          const erro = 'Muitas cópias novas a partir desta conexão hoje. Tente de novo amanhã.'
          return c.json({ erro }, 429, { 'Retry-After': String(verdict.retryAfterSeconds) })
        }
        if (await store.create(id, body, time)) return c.json({ versao: 1 } satisfies CopyVersionReply, 201, { ETag: '"1"' })
        const existing = await store.find(id)
        return existing ? stale(c, existing.version) : c.json({ erro: 'Já existe uma cópia com este identificador.' }, 409)
      }
      const versao = await store.replace(id, body, expected!, time)
      if (versao !== undefined) return c.json({ versao } satisfies CopyVersionReply, 200, { ETag: `"${versao}"` })
      const current = await store.find(id)
      if (!current) return miss(c, () => c.json({ erro: NOT_FOUND }, 404))
      return stale(c, current.version)
    }),
  )

  // Deleting her copy is never refused by the per-minute limit: it is what she is owed (LGPD art. 18).
  copies.delete(
    '/:id',
    validId,
    guarded(async (c) => {
      if (await store.remove(c.req.param('id')!)) return c.json({ apagada: true })
      return miss(c, () => c.json({ apagada: false }))
    }),
  )
  copies.all('/:id', methodNotAllowed)

  return copies
}
