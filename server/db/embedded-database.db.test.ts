import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUse } from './data-dir-lock'
import { openEmbeddedDatabase, SQLITE_FILE } from './embedded-database'
import { migrations } from './migrations'
import { openDatabase } from './open-database'

const made: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'momento-mae-data-'))
  made.push(dir)
  return dir
}
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('the embedded database folder', () => {
  it('is refused to a second user while a live process holds it', async () => {
    const dir = folder()
    writeFileSync(join(dir, 'em-uso.pid'), String(process.ppid))
    await expect(openEmbeddedDatabase(dir)).rejects.toThrow(DataDirInUse)
    await expect(openEmbeddedDatabase(dir)).rejects.toThrow(/in use by process \d+.*set DATABASE_URL/)
  })

  it('is taken over from a process that is gone, keeps what was written, and is freed on close', async () => {
    const dir = folder()
    writeFileSync(join(dir, 'em-uso.pid'), '2147483646')
    const first = await openDatabase({ kind: 'embedded', dataDir: dir })
    await first.kysely.insertInto('vapid_keys').values({ id: 1, public_key: 'pública', private_key: 'privada' }).execute()
    await first.close()
    expect(existsSync(join(dir, 'em-uso.pid'))).toBe(false)
    const second = await openDatabase({ kind: 'embedded', dataDir: dir })
    expect(await second.kysely.selectFrom('vapid_keys').selectAll().execute()).toEqual([{ id: 1, public_key: 'pública', private_key: 'privada' }])
    await second.close()
  })
})

describe('openDatabase', () => {
  it('makes the folder and its SQLite file on a first start, with the schema up to date', async () => {
    const dir = join(folder(), 'dados')
    const db = await openDatabase({ kind: 'embedded', dataDir: dir })
    expect(await db.kysely.selectFrom('schema_migrations').select('id').orderBy('id').execute()).toEqual(migrations.map(({ id }) => ({ id })))
    await db.close()
    expect(existsSync(join(dir, SQLITE_FILE))).toBe(true)
  })
})
