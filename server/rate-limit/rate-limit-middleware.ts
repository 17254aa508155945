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
  let settled: Verdict | undefined
  const verdict = Promise.resolve(counter.hit(client)).then((known) => (settled = known))
  return { verdict, settled: () => settled }
}

/** 429 with Retry-After, and a sentence in Portuguese that says how long. */
export function tooManyRequests(c: Context, seconds: number, tooMany: (seconds: number) => string): Response {
  return c.json({ erro: tooMany(seconds) }, 429, { 'Retry-After': String(seconds) })
}

/**
 * 429 with Retry-After once a client is over the limit. Each `scope` (chat, lembretes) counts
 * apart, so a long conversation never stops her from turning reminders off.
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
}): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await countRequest(counter, `${scope} ${clientOf(c)}`).verdict
    if (verdict.allowed) return next()
    return tooManyRequests(c, verdict.retryAfterSeconds, tooMany)
  }
}
