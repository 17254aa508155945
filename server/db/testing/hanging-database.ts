import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
} from 'kysely'
import type { Database } from '../database'
import type { Tables } from '../tables'

/** A driver whose every query is taken and never answered, as by a database server that hangs. */
class HangingDriver extends DummyDriver {
  constructor(private readonly onQuery: () => void) {
    super()
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const onQuery = this.onQuery
    return {
      executeQuery: () => (onQuery(), new Promise<never>(() => {})),
      // eslint-disable-next-line require-yield -- a stream that never yields
      async *streamQuery() {
        onQuery()
        await new Promise<never>(() => {})
      },
    }
  }
}

/**
 * A database of `kind` that takes every query and never answers it (a frozen server, a lost
 * link); `onQuery` is told of each one.
 */
export function openHangingDatabase(kind: Database['kind'], onQuery: () => void = () => {}): Database {
  const postgresql = kind === 'postgresql'
  const kysely = new Kysely<Tables>({
    dialect: {
      createAdapter: () => (postgresql ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new HangingDriver(onQuery),
      createIntrospector: (db) => (postgresql ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (postgresql ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  })
  return { kind, kysely, close: () => kysely.destroy() }
}
