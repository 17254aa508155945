import BetterSqlite3 from 'better-sqlite3'
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely'
import type { Database } from './database'
import type { Tables } from './tables'

/** SQLite binds no booleans: 1 and 0, as it keeps them. */
function bindingBooleans(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const bind = (parameters: readonly unknown[]) => parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value))
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const statement = sqlite.prepare(text)
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bind(parameters)),
        run: (parameters) => statement.run(bind(parameters)),
        iterate: (parameters) => statement.iterate(bind(parameters)),
      }
    },
  }
}

/**
 * SQLite (better-sqlite3) in `file`, or in memory (`:memory:`, tests). With a write-ahead log (the
 * default) a reader never waits for a writer; without one the database is a single file when
 * closed. `onClose` runs once it is closed.
 */
export function openSqliteDatabase(
  file: string,
  { writeAheadLog = true, onClose = () => {} }: { writeAheadLog?: boolean; onClose?: () => void } = {},
): Database {
  const sqlite = new BetterSqlite3(file)
  if (writeAheadLog && file !== ':memory:') sqlite.pragma('journal_mode = WAL')
  const kysely = new Kysely<Tables>({ dialect: new SqliteDialect({ database: bindingBooleans(sqlite) }) })
  return {
    kind: 'embedded',
    kysely,
    async close() {
      await kysely.destroy()
      // Kysely closes only a database it has queried.
      if (sqlite.open) sqlite.close()
      onClose()
    },
  }
}
