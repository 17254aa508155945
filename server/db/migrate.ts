import type { Database, Sql } from './database'
import { migrations as allMigrations, type Migration } from './migrations'

/** Any number, the same in every instance: the lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 727_211

/** In a transaction that holds the lock: instances starting together wait for each other here. */
function locked<T>(db: Database, work: (tx: Sql) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    return work(tx)
  })
}

/** Brings the schema up to date, each step in its own transaction, each once. Returns the ids it applied. */
export async function migrate(db: Database, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  await locked(db, (tx) =>
    tx.exec(`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`),
  )
  const applied: number[] = []
  for (const migration of migrations) {
    const ran = await locked(db, async (tx) => {
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id])
      if (done.length > 0) return false
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [migration.id, migration.name])
      return true
    })
    if (ran) applied.push(migration.id)
  }
  return applied
}
