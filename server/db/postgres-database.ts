import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './database'
import type { Tables } from './tables'

const { builtins } = pg.types
const parseTimestamptz = pg.types.getTypeParser(builtins.TIMESTAMPTZ) as (text: string) => Date

/** PostgreSQL's values read as SQLite keeps them (tables.ts): ISO times, dates as text, bigints as numbers. */
const readAsOnSqlite: Partial<Record<number, (text: string) => unknown>> = {
  [builtins.TIMESTAMPTZ]: (text) => parseTimestamptz(text).toISOString(),
  [builtins.DATE]: (text) => text,
  [builtins.INT8]: Number,
}

/** PostgreSQL through a pool (`DATABASE_URL`): what several instances share. */
export function openPostgresDatabase(url: string, { max = 10 }: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    types: { getTypeParser: (id, format) => readAsOnSqlite[id] ?? pg.types.getTypeParser(id, format) },
  })
  // An idle client that loses its connection (a restart of the server) must not crash the process.
  pool.on('error', () => {})
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
  return { kind: 'postgresql', kysely, close: () => kysely.destroy() }
}
