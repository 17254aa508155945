import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUse, LOCK_FILE } from './data-dir-lock'
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

/** A process of its own that holds the folder's lock until it is killed; resolves once it holds it. */
function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const source = `
    const BetterSqlite3 = require('better-sqlite3')
    const lock = new BetterSqlite3(${JSON.stringify(join(dir, LOCK_FILE))}, { timeout: 0 })
    lock.exec('begin exclusive')
    process.stdout.write('held')
    setInterval(() => {}, 1000)
  `
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child))
    child.once('error', reject)
  })
}

describe('the embedded database folder', () => {
  it('is refused to a second process while one holds it, and taken as soon as that one is gone (killed, no clean-up)', async () => {
    const dir = folder()
    const other = await holdInAnotherProcess(dir)
    try {
      await expect(openEmbeddedDatabase(dir)).rejects.toThrow(DataDirInUse)
      await expect(openEmbeddedDatabase(dir)).rejects.toThrow(/in use by another process.*set DATABASE_URL/)
    } finally {
      other.kill('SIGKILL')
      await new Promise((resolve) => other.once('exit', resolve))
    }
    const db = await openEmbeddedDatabase(dir)
    await db.close()
  })

  it('is refused to a second opening in the same process, and freed on close, keeping what was written', async () => {
    const dir = folder()
    const first = await openDatabase({ kind: 'embedded', dataDir: dir })
    await expect(openEmbeddedDatabase(dir)).rejects.toThrow(DataDirInUse)
    await first.kysely.insertInto('vapid_keys').values({ id: 1, public_key: 'pública', private_key: 'privada' }).execute()
    await first.close()
    const second = await openDatabase({ kind: 'embedded', dataDir: dir })
    expect(await second.kysely.selectFrom('vapid_keys').selectAll().execute()).toEqual([{ id: 1, public_key: 'pública', private_key: 'privada' }])
    await second.close()
  })

  it('is not refused by what an earlier version or a failed start left (an old em-uso.pid, even of a live process), and clears the old file', async () => {
    const dir = folder()
    writeFileSync(join(dir, 'em-uso.pid'), String(process.ppid))
    writeFileSync(join(dir, LOCK_FILE), '') // left by a start that failed
    const db = await openEmbeddedDatabase(dir)
    expect(existsSync(join(dir, 'em-uso.pid'))).toBe(false)
    await db.close()
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
