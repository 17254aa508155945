import { DAY_MS } from './rate-limit'
import type { Verdict } from './rate-limit-middleware'

/**
 * Counts per client in a day (UTC) in a fixed amount of memory that never forgets a client within
 * its day: a count-min sketch (`depth` rows of `width` counters, a client's count the least of its
 * counters). However many clients come, none is counted below what it did; a client may at worst
 * be counted above it when its counters are shared with busy ones, a chance that stays small while
 * the clients of a day are few beside `width` (65,536 by default, 1 MiB in all).
 */
export function createDailyCounter({
  limit,
  width = 1 << 16,
  depth = 4,
  now = Date.now,
}: {
  limit: number
  width?: number
  depth?: number
  now?: () => number
}): { hit(client: string): Verdict } {
  const counts = new Uint32Array(width * depth)
  let day = Math.floor(now() / DAY_MS)
  const cells = new Uint32Array(depth)

  /** FNV-1a, seeded per row. */
  function cell(client: string, row: number): number {
    let hash = (2166136261 ^ Math.imul(row + 1, 0x9e3779b1)) >>> 0
    for (let index = 0; index < client.length; index += 1) {
      hash ^= client.charCodeAt(index)
      hash = Math.imul(hash, 16777619) >>> 0
    }
    return row * width + (hash % width)
  }

  return {
    hit(client) {
      const time = now()
      const today = Math.floor(time / DAY_MS)
      if (today !== day) {
        counts.fill(0)
        day = today
      }
      let least = Infinity
      for (let row = 0; row < depth; row += 1) {
        cells[row] = cell(client, row)
        least = Math.min(least, counts[cells[row]!]!)
      }
      if (least >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((today + 1) * DAY_MS - time) / 1000)) }
      // Conservative update: only the counters at the least move, so busy neighbours inflate each other less.
      for (let row = 0; row < depth; row += 1) if (counts[cells[row]!] === least) counts[cells[row]!] = least + 1
      return { allowed: true }
    },
  }
}
