import type { Sql } from '../db/database'
import { WINDOW_MS } from './rate-limit'
import type { RequestCounter } from './rate-limit-middleware'
import type { LogLine } from '../request-log'

/**
 * The rate limit every instance counts in, on PostgreSQL: the same fixed one-minute window per
 * client as the in-memory one (rate-limit.ts), one atomic upsert per request. Windows that are
 * over are deleted once a minute. If the database does not answer, each instance counts in its
 * own memory (`fallback`) until it does: a limit a little looser, never a refused request.
 */
export function createSharedRateLimiter({
  db,
  perMinute,
  fallback,
  now = Date.now,
  log = () => {},
}: {
  db: Sql
  perMinute: number
  fallback: RequestCounter
  now?: () => number
  log?: LogLine
}): RequestCounter {
  let lastSweep = Number.NEGATIVE_INFINITY
  let failing = false

  return {
    async hit(client) {
      const time = now()
      try {
        const [row] = await db.query<{ window_start: string | number; hits: number }>(
          `insert into rate_limit_windows as w (client, window_start, hits) values ($1, $2::bigint, 1)
           on conflict (client) do update set
             window_start = case when w.window_start <= $2::bigint - ${WINDOW_MS} then $2::bigint else w.window_start end,
             hits = case when w.window_start <= $2::bigint - ${WINDOW_MS} then 1 else w.hits + 1 end
           returning window_start, hits`,
          [client, time],
        )
        if (failing) log('limite de requisições: o banco de dados voltou; a contagem é de novo compartilhada')
        failing = false
        if (time - lastSweep >= WINDOW_MS) {
          lastSweep = time
          void db.query('delete from rate_limit_windows where window_start <= $1::bigint', [time - WINDOW_MS]).catch(() => {})
        }
        if (row!.hits <= perMinute) return { allowed: true }
        const windowEnd = Number(row!.window_start) + WINDOW_MS
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - time) / 1000)) }
      } catch (error) {
        if (!failing) log(`limite de requisições: banco de dados indisponível (${(error as Error).name}); contando só nesta instância`)
        failing = true
        return fallback.hit(client)
      }
    },
  }
}
