import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { migrate } from './db/migrate'
import { openPostgresDatabase } from './db/postgres-database'
import { freezePostgres } from './db/testing/freeze-postgres'
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './db/testing/postgres-cluster'
import { CLOSE_MS } from './graceful-stop'
import { startChildServer, type ChildServer } from './testing/child-server'

const SHUTDOWN_TIMEOUT_MS = 2000
// The process's own start and exit on a busy machine, beyond what the stop allows itself.
const SLACK_MS = 2000
const found = findPostgresBin()
const missing = inject('postgresMissing') || ('missing' in found ? found.missing : '')

describe.skipIf(missing !== '')(`SIGTERM while PostgreSQL is frozen (SIGSTOP)${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let cluster: PostgresCluster
  let server: ChildServer | undefined
  let frozen: { thaw(): void } | undefined

  beforeAll(async () => {
    // A cluster of its own: freezing the run's shared one would stop every other database test.
    cluster = await startPostgresCluster((found as { bin: string }).bin)
    const db = openPostgresDatabase(cluster.url)
    await migrate(db)
    await db.close()
  }, 60_000)

  afterAll(async () => {
    frozen?.thaw()
    await server?.stop()
    cluster?.stop()
  })

  it(`exits within SHUTDOWN_TIMEOUT_MS + 2 × CLOSE_MS, saying what it did not wait for`, async () => {
    server = await startChildServer({ DATABASE_URL: cluster.url, SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) })
    expect((await fetch(`${server.url}/api/lembretes/chave`)).status).toBe(200)
    frozen = freezePostgres(cluster)
    // Its count in the database never comes back (the answer does not wait for it): the pool holds a connection that will not be given back.
    expect((await fetch(`${server.url}/api/lembretes/chave`)).status).toBe(200)

    const signalled = performance.now()
    process.kill(server.pid, 'SIGTERM')
    expect(await server.exited).toBe(0)
    expect(performance.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2 * CLOSE_MS + SLACK_MS)
    expect(server.lines, server.lines.join('\n')).toContain(`parada: o banco de dados não fechou em ${CLOSE_MS} ms; saindo sem esperar`)
  }, 90_000)
})
