import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/*
 * A new PGlite runs initdb (seconds); a copy of a data folder made once per machine opens in
 * a fraction of that. The template is made in a folder of its own and renamed into place, so
 * test files starting together never see half of one.
 */
const pgliteVersion = (
  JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
).version
const TEMPLATE = join(tmpdir(), `momento-mae-pglite-template-${pgliteVersion}`)

async function embeddedTemplate(): Promise<string> {
  if (existsSync(TEMPLATE)) return TEMPLATE
  const making = mkdtempSync(join(tmpdir(), 'momento-mae-pglite-making-'))
  const db = await openEmbeddedDatabase(making)
  await db.close()
  try {
    renameSync(making, TEMPLATE)
  } catch {
    rmSync(making, { recursive: true, force: true }) // another file made it first
  }
  return TEMPLATE
}

/** A new data folder holding an empty embedded database, as a first start leaves it. */
export async function freshEmbeddedDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'momento-mae-pglite-'))
  cpSync(join(await embeddedTemplate(), 'pglite'), join(dir, 'pglite'), { recursive: true })
  return dir
}

async function freshEmbedded(): Promise<{ db: Database; dispose: () => void }> {
  const dir = await freshEmbeddedDir()
  const db = await openEmbeddedDatabase(dir)
  return { db, dispose: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A database of its own in the run's PostgreSQL, dropped at the end. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; dispose: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = openPostgresDatabase(serverUrl, { max: 1 })
  await admin.exec(`create database ${name}`)
  await admin.close()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    async dispose() {
      const again = openPostgresDatabase(serverUrl, { max: 1 })
      await again.exec(`drop database if exists ${name} with (force)`)
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
  describe(`${title} · embedded (PGlite)`, () => {
    let db: Database
    let dispose = () => {}
    beforeAll(async () => {
      ;({ db, dispose } = await freshEmbedded())
      if (migrated) await migrate(db)
    }, 60_000)
    afterAll(async () => {
      await db?.close()
      dispose()
    })
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
