import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts a request of a client; in memory (rate-limit.ts) or shared by instances. */
export interface RequestCounter {
  hit(client: string): Verdict | Promise<Verdict>
}

/** A request counted, its verdict on the way: known at once in memory, a query away when shared. */
export interface PendingVerdict {
  verdict: Promise<Verdict>
  /** The verdict if it has arrived, without waiting for it. */
  settled(): Verdict | undefined
}

/** The client's address on a real socket; app.request() in tests has none. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido'
  } catch {
    return 'local'
  }
}

/** Counts one request of `client` now; the caller decides whether to wait for the verdict. */
export function countRequest(counter: RequestCounter, client: string): PendingVerdict {
  const hit = counter.hit(client)
  // Counted in memory: known now, so a request over its limit is refused before anything else.
  if (!(hit instanceof Promise)) return { verdict: Promise.resolve(hit), settled: () => hit }
  let settled: Verdict | undefined
  const verdict = hit.then((known) => (settled = known))
  return { verdict, settled: () => settled }
}

/** 429 with Retry-After, and a sentence in Portuguese that says how long. */
export function tooManyRequests(c: Context, seconds: number, tooMany: (seconds: number) => string, headers: Record<string, string> = {}): Response {
  return c.json({ erro: tooMany(seconds) }, 429, { ...headers, 'Retry-After': String(seconds) })
}

/**
 * 429 with Retry-After once a client is over the limit, decided before its body is read (the
 * connection then closes, so the body never is). Each `scope` (chat, lembretes) counts apart, so
 * a long conversation never stops her from turning reminders off.
 */
export function rateLimitMiddleware({
  counter,
  scope,
  tooMany,
  clientOf = socketAddress,
}: {
  counter: RequestCounter
  scope: string
  tooMany: (seconds: number) => string
  clientOf?: (c: Context) => string
}): { limit: MiddlewareHandler; countOnly: MiddlewareHandler } {
  const count = (c: Context) => countRequest(counter, `${scope} ${clientOf(c)}`)
  return {
    limit: async (c, next) => {
      const verdict = await count(c).verdict
      if (verdict.allowed) return next()
      return tooManyRequests(c, verdict.retryAfterSeconds, tooMany, { Connection: 'close' })
    },
    // Counted, never refused, never waited for: what must always go through still costs its client.
    countOnly: async (c, next) => {
      count(c).verdict.catch(() => {})
      return next()
    },
  }
}
