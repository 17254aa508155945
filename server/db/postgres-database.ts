import pg from 'pg'
import type { Database, Sql } from './database'

/** PostgreSQL through a pool (`DATABASE_URL`): what several instances share. */
export function openPostgresDatabase(url: string, { max = 10 }: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 })
  // An idle client that loses its connection (a restart of the server) must not crash the process.
  pool.on('error', () => {})

  const sqlOf = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query(text, params = []) {
      const result = await client.query(text, params as unknown[])
      return result.rows
    },
    async exec(text) {
      await client.query(text)
    },
  })

  return {
    kind: 'postgresql',
    ...sqlOf(pool),
    async transaction(work) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await work(sqlOf(client))
        await client.query('commit')
        return result
      } catch (error) {
        // A client whose rollback fails has lost its connection: the pool drops it.
        await client.query('rollback').catch((lost: Error) => (broken = lost))
        throw error
      } finally {
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}
