// The second review's frozen database: the production server on a throwaway PostgreSQL
// (DATABASE_URL, so the rate limit counts there), every process of which is then stopped with
// SIGSTOP. How long /api/chat takes for a crisis, then for an ordinary message, then another,
// each beside the same message's time before the freeze.
import { setTimeout as sleep } from 'node:timers/promises'
import { freezePostgres } from '../../server/db/testing/freeze-postgres'
import { findPostgresBin, startPostgresCluster } from '../../server/db/testing/postgres-cluster'
import { startServer } from './production-server'

const GIVE_UP_MS = 10_000
// A little longer than the limiter's pause after a failure (shared-rate-limit.ts).
const PAUSE_MS = 6000
export const FROZEN_MESSAGES = [
  ['crise', 'não aguento mais, quero morrer'],
  ['comum', 'receita com banana'],
  ['comum, de novo', 'alongamento para o pescoço'],
] as const

export type FrozenResult =
  | { missing: string }
  | {
      replies: { name: string; beforeMs: number | undefined; ms: number | undefined; status: number | undefined }[]
      /** Whether the limiter was counting in the database when it froze (not in memory after a slow count). */
      countedInDatabaseAtFreeze: boolean
    }

async function timedChat(url: string, mensagem: string): Promise<{ ms: number | undefined; status: number | undefined }> {
  const started = performance.now()
  try {
    const response = await fetch(`${url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mensagem }),
      signal: AbortSignal.timeout(GIVE_UP_MS),
    })
    await response.arrayBuffer()
    return { ms: performance.now() - started, status: response.status }
  } catch {
    return { ms: undefined, status: undefined }
  }
}

export async function measureFrozenDatabase(dir: string, entry: string): Promise<FrozenResult> {
  const found = findPostgresBin()
  if ('missing' in found) return { missing: found.missing }
  const cluster = await startPostgresCluster(found.bin)
  try {
    const lines: string[] = []
    const server = await startServer({ dir, args: [entry], env: { DATABASE_URL: cluster.url }, onLine: (line) => lines.push(line) })
    let thaw = () => {}
    try {
      await timedChat(server.url, 'oi')
      const before = []
      for (const [, mensagem] of FROZEN_MESSAGES) before.push((await timedChat(server.url, mensagem)).ms)
      // On a busy machine a count may already have taken longer than the limiter waits: then it
      // counts in memory for a while. The freeze starts once it counts in the database again.
      const counting = () => lines.filter((line) => line.startsWith('limite de requisições')).at(-1) ?? ''
      if (counting().includes('indisponível')) {
        await sleep(PAUSE_MS)
        await timedChat(server.url, 'oi')
      }
      const countedInDatabaseAtFreeze = !counting().includes('indisponível')
      thaw = freezePostgres(cluster).thaw
      const replies = []
      for (const [index, [name, mensagem]] of FROZEN_MESSAGES.entries()) {
        replies.push({ name, beforeMs: before[index], ...(await timedChat(server.url, mensagem)) })
      }
      return { replies, countedInDatabaseAtFreeze }
    } finally {
      thaw()
      await server.stop()
    }
  } finally {
    cluster.stop()
  }
}
