import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts a request of a client; in memory (rate-limit.ts) or shared by instances. */
export interface RequestCounter {
  hit(client: string): Verdict | Promise<Verdict>
}

/** The client's address on a real socket; app.request() in tests has none. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido'
  } catch {
    return 'local'
  }
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
    const verdict = await counter.hit(`${scope} ${clientOf(c)}`)
    if (verdict.allowed) return next()
    const seconds = verdict.retryAfterSeconds
    return c.json({ erro: tooMany(seconds) }, 429, { 'Retry-After': String(seconds) })
  }
}
