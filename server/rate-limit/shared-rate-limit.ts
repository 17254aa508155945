import { sql } from 'kysely'
import type { Database } from '../db/database'
import type { LogLine } from '../request-log'
import { WINDOW_MS } from './rate-limit'
import type { RequestCounter } from './rate-limit-middleware'

/** How long a request waits for the database's count before it is counted in this instance's memory. */
export const SHARED_COUNT_TIMEOUT_MS = 200
/** After a failure or a timeout, how long every count stays in memory before the database is asked again. */
const PAUSE_AFTER_FAILURE_MS = 5000

class CountTimeout extends Error {
  override name = 'TimeoutError'
}

/** The query's answer, or CountTimeout after `ms`: a database that hangs (frozen, a lost link) fails as one that errs. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CountTimeout()), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * The rate limit every instance counts in, on PostgreSQL: the same fixed window per client as the
 * in-memory one (rate-limit.ts), one atomic upsert per request. Windows that are over are deleted
 * once a window. If the database does not answer within `timeoutMs`, or errs, each instance counts
 * in its own memory (`fallback`) for PAUSE_AFTER_FAILURE_MS, then asks again: a limit a little
 * looser, never a refused request, and never a request that waits on the database longer than
 * `timeoutMs` (nor, while it is out, at all).
 */
export function createSharedRateLimiter({
  db,
  limit,
  windowMs = WINDOW_MS,
  fallback,
  now = Date.now,
  timeoutMs = SHARED_COUNT_TIMEOUT_MS,
  log = () => {},
}: {
  db: Database
  /** Hits allowed per client in a window. */
  limit: number
  windowMs?: number
  fallback: RequestCounter
  now?: () => number
  timeoutMs?: number
  log?: LogLine
}): RequestCounter {
  let lastSweep = Number.NEGATIVE_INFINITY
  let failing = false
  let askAgainAt = Number.NEGATIVE_INFINITY

  return {
    async hit(client) {
      const time = now()
      if (failing && time < askAgainAt) return fallback.hit(client)
      try {
        // A window that began `windowMs` ago or more starts again with this request.
        const over = sql<boolean>`rate_limit_windows.window_start <= ${time - windowMs}`
        const row = await within(
          timeoutMs,
          db.kysely
            .insertInto('rate_limit_windows')
            .values({ client, window_start: time, hits: 1, window_ms: windowMs })
            .onConflict((conflict) =>
              conflict.column('client').doUpdateSet({
                window_start: sql<number>`case when ${over} then ${time} else rate_limit_windows.window_start end`,
                hits: sql<number>`case when ${over} then 1 else rate_limit_windows.hits + 1 end`,
                window_ms: windowMs,
              }),
            )
            .returning(['window_start', 'hits'])
            .executeTakeFirstOrThrow(),
        )
        if (failing) log('limite de requisições: o banco de dados voltou; a contagem é de novo compartilhada')
        failing = false
        if (time - lastSweep >= windowMs) {
          lastSweep = time
          void within(
            timeoutMs,
            db.kysely
              .deleteFrom('rate_limit_windows')
              .where(sql<boolean>`window_start + window_ms <= ${time}`)
              .execute(),
          ).catch(() => {})
        }
        if (row.hits <= limit) return { allowed: true }
        const windowEnd = row.window_start + windowMs
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - time) / 1000)) }
      } catch (error) {
        if (!failing) log(`limite de requisições: banco de dados indisponível (${(error as Error).name}); contando só nesta instância`)
        failing = true
        askAgainAt = time + PAUSE_AFTER_FAILURE_MS
        return fallback.hit(client)
      }
    },
  }
}
