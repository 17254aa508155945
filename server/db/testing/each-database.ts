import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import type { Database } from '../database'
import { openEmbeddedDatabase } from '../embedded-database'
import { migrate } from '../migrate'
import { openPostgresDatabase } from '../postgres-database'

export interface TestDatabases {
  kind: Database['kind']
  /** This file's database, migrated. */
  db: () => Database
  /** Another connection to the same database, as a second instance would have (PostgreSQL only). */
  openAnother: () => Promise<Database>
}

/** A database of its own in the run's PostgreSQL, dropped at the end. */
export async function freshPostgres(serverUrl: string): Promise<{ url: string; dispose: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = openPostgresDatabase(serverUrl, { max: 1 })
  await sql.raw(`create database ${name}`).execute(admin.kysely)
  await admin.close()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    async dispose() {
      const again = openPostgresDatabase(serverUrl, { max: 1 })
      await sql.raw(`drop database if exists ${name} with (force)`).execute(again.kysely)
      await again.close()
    },
  }
}

/**
 * The same suite against the embedded database and against PostgreSQL. Without PostgreSQL
 * its half is skipped, and its title says why.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (databases: TestDatabases) => void,
  { migrated = true }: { migrated?: boolean } = {},
): void {
  describe(`${title} · embedded (SQLite)`, () => {
    let db: Database
    beforeAll(async () => {
      db = await openEmbeddedDatabase(undefined)
      if (migrated) await migrate(db)
    })
    afterAll(() => db?.close())
    suite({
      kind: 'embedded',
      db: () => db,
      openAnother: () => Promise.reject(new Error('one embedded database serves one instance')),
    })
  })

  const serverUrl = inject('postgresUrl')
  const missing = inject('postgresMissing')
  describe.skipIf(!serverUrl)(`${title} · PostgreSQL${missing ? ` (skipped: ${missing})` : ''}`, () => {
    let db: Database
    let url = ''
    let dispose = async () => {}
    const others: Database[] = []
    beforeAll(async () => {
      ;({ url, dispose } = await freshPostgres(serverUrl))
      db = openPostgresDatabase(url)
      if (migrated) await migrate(db)
    }, 60_000)
    afterAll(async () => {
      await Promise.all([db, ...others].filter(Boolean).map((each) => each.close()))
      await dispose()
    })
    suite({
      kind: 'postgresql',
      db: () => db,
      async openAnother() {
        const another = openPostgresDatabase(url)
        others.push(another)
        return another
      },
    })
  })
}
