/**
 * A fixed window per client (a minute for requests, a day for new subscriptions), in memory. It
 * cannot grow without bound: past `maxClients` it first forgets the windows that are over, then
 * the oldest ones (a Map keeps insertion order, and a client is re-inserted when its new window opens).
 */

export const WINDOW_MS = 60_000
export const DAY_MS = 86_400_000

export interface RateLimiter {
  /** Counts a request; `retryAfterSeconds` is set when it is over the limit. */
  hit(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number }
  /** How many clients it remembers (for tests). */
  size(): number
}

interface Window {
  start: number
  count: number
}

export function createRateLimiter({
  limit,
  windowMs = WINDOW_MS,
  maxClients = 10_000,
  now = Date.now,
}: {
  /** Hits allowed per client in a window. */
  limit: number
  windowMs?: number
  maxClients?: number
  now?: () => number
}): RateLimiter {
  const windows = new Map<string, Window>()

  function forget(time: number) {
    for (const [client, window] of windows) {
      if (time - window.start >= windowMs) windows.delete(client)
    }
    for (const client of windows.keys()) {
      if (windows.size < maxClients) break
      windows.delete(client)
    }
  }

  return {
    hit(client) {
      const time = now()
      let window = windows.get(client)
      if (!window || time - window.start >= windowMs || time < window.start) {
        windows.delete(client)
        if (windows.size >= maxClients) forget(time)
        window = { start: time, count: 0 }
        windows.set(client, window)
      }
      window.count += 1
      if (window.count <= limit) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) }
    },
    size: () => windows.size,
  }
}
