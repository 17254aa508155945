import { sql, type Transaction } from 'kysely'
import type { Database } from './database'
import { migrations as allMigrations, type Migration } from './migrations'
import type { Tables } from './tables'

/** Any number, the same in every instance: the lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 727_211

/**
 * In a transaction that holds the lock: PostgreSQL instances starting together wait for each
 * other here. SQLite serves one instance, whose transactions already take turns.
 */
function locked<T>(db: Database, work: (tx: Transaction<Tables>) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(async (tx) => {
    if (db.kind === 'postgresql') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx)
    return work(tx)
  })
}

/** Brings the schema up to date, each step in its own transaction, each once. Returns the ids it applied. */
export async function migrate(db: Database, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  await locked(db, (tx) =>
    sql`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default current_timestamp
    )`.execute(tx),
  )
  const applied: number[] = []
  for (const migration of migrations) {
    const ran = await locked(db, async (tx) => {
      const done = await tx.selectFrom('schema_migrations').select('id').where('id', '=', migration.id).executeTakeFirst()
      if (done) return false
      for (const statement of migration.statements) await sql.raw(statement).execute(tx)
      await tx
        .insertInto('schema_migrations')
        .values({ id: migration.id, name: migration.name, applied_at: new Date().toISOString() })
        .execute()
      return true
    })
    if (ran) applied.push(migration.id)
  }
  return applied
}
