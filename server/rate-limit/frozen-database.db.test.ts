import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openPostgresDatabase } from '../db/postgres-database'
import { freezePostgres } from '../db/testing/freeze-postgres'
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../db/testing/postgres-cluster'
import { listen } from '../listen'
import { createRateLimiter } from './rate-limit'
import { createSharedRateLimiter } from './shared-rate-limit'

// Long enough to tell a reply that waited for it from one that did not, on a busy machine.
const TIMEOUT_MS = 1500
const found = findPostgresBin()
const missing = inject('postgresMissing') || ('missing' in found ? found.missing : '')

describe.skipIf(missing !== '')(`/api/chat while PostgreSQL is frozen (SIGSTOP)${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let cluster: PostgresCluster
  let db: Database
  let server: ServerType
  let url = ''
  let offset = 0
  const lines: string[] = []
  let frozen: { thaw(): void } | undefined

  beforeAll(async () => {
    // A cluster of its own: freezing the run's shared one would stop every other database test.
    cluster = await startPostgresCluster((found as { bin: string }).bin)
    db = openPostgresDatabase(cluster.url)
    await migrate(db)
    const now = () => Date.now() + offset
    const requestCounter = createSharedRateLimiter({
      db,
      limit: 1000,
      now,
      timeoutMs: TIMEOUT_MS,
      fallback: createRateLimiter({ limit: 1000, now }),
      log: (line) => lines.push(line),
    })
    const config = readConfig({})
    await new Promise<void>((resolve) => {
      server = listen(createApp({ config, requestCounter }), { ...config, port: 0 }, () => {
        url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        resolve()
      })
    })
  }, 60_000)

  afterAll(async () => {
    frozen?.thaw()
    await new Promise((resolve) => server?.close(resolve))
    await db?.close()
    cluster?.stop()
  })

  /** POST /api/chat: its status, whether it carries help lines, and how long it took. */
  async function chat(mensagem: string): Promise<{ status: number; ajuda: boolean; ms: number }> {
    const started = performance.now()
    const response = await fetch(`${url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mensagem }),
      signal: AbortSignal.timeout(20_000),
    })
    const body = (await response.json()) as { ajuda?: unknown[] }
    return { status: response.status, ajuda: Array.isArray(body.ajuda), ms: performance.now() - started }
  }

  it('answers a crisis at once, another message within the limiter’s timeout, and counts in the database again when it thaws', async () => {
    expect((await chat('receita com banana')).status).toBe(200)
    expect(await db.kysely.selectFrom('rate_limit_windows').select('client').execute()).toEqual([{ client: 'chat 127.0.0.1' }])

    frozen = freezePostgres(cluster)
    try {
      const crisis = await chat('não aguento mais, quero morrer')
      expect(crisis).toMatchObject({ status: 200, ajuda: true })
      expect(crisis.ms).toBeLessThan(TIMEOUT_MS - 500) // it did not wait for the count
      const ordinary = await chat('receita com banana')
      expect(ordinary.status).toBe(200)
      expect(ordinary.ms).toBeLessThan(TIMEOUT_MS + 1000)
      const next = await chat('alongamento para o pescoço')
      expect(next.status).toBe(200)
      expect(next.ms).toBeLessThan(TIMEOUT_MS - 500) // counted in memory now, without asking
      expect(lines).toEqual(['limite de requisições: banco de dados indisponível (TimeoutError); contando só nesta instância'])
    } finally {
      frozen.thaw()
    }

    offset += 10_000 // past the pause after a failure
    expect((await chat('receita com banana')).status).toBe(200)
    expect(lines.at(-1)).toBe('limite de requisições: o banco de dados voltou; a contagem é de novo compartilhada')
  }, 60_000)
})
