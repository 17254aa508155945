import { sql } from 'kysely'
import type { Database } from '../db/database'
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
  db: Database
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
        // A window that began a minute ago or more starts again with this request.
        const over = sql<boolean>`rate_limit_windows.window_start <= ${time - WINDOW_MS}`
        const row = await db.kysely
          .insertInto('rate_limit_windows')
          .values({ client, window_start: time, hits: 1 })
          .onConflict((conflict) =>
            conflict.column('client').doUpdateSet({
              window_start: sql<number>`case when ${over} then ${time} else rate_limit_windows.window_start end`,
              hits: sql<number>`case when ${over} then 1 else rate_limit_windows.hits + 1 end`,
            }),
          )
          .returning(['window_start', 'hits'])
          .executeTakeFirstOrThrow()
        if (failing) log('limite de requisições: o banco de dados voltou; a contagem é de novo compartilhada')
        failing = false
        if (time - lastSweep >= WINDOW_MS) {
          lastSweep = time
          void db.kysely
            .deleteFrom('rate_limit_windows')
            .where('window_start', '<=', time - WINDOW_MS)
            .execute()
            .catch(() => {})
        }
        if (row.hits <= perMinute) return { allowed: true }
        const windowEnd = row.window_start + WINDOW_MS
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - time) / 1000)) }
      } catch (error) {
        if (!failing) log(`limite de requisições: banco de dados indisponível (${(error as Error).name}); contando só nesta instância`)
        failing = true
        return fallback.hit(client)
      }
    },
  }
}
