import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUse, openEmbeddedDatabase } from './embedded-database'
import { migrations } from './migrations'
import { openDatabase } from './open-database'
import { freshEmbeddedDir } from './testing/each-database'

const made: string[] = []
const folder = async () => {
  const dir = await freshEmbeddedDir()
  made.push(dir)
  return dir
}
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('the embedded database folder', () => {
  it('is refused to a second user while a live process holds it', async () => {
    const dir = await folder()
    writeFileSync(join(dir, 'em-uso.pid'), String(process.ppid))
    await expect(openEmbeddedDatabase(dir)).rejects.toThrow(DataDirInUse)
    await expect(openEmbeddedDatabase(dir)).rejects.toThrow(/in use by process \d+.*set DATABASE_URL/)
  })

  it('is taken over from a process that is gone, keeps what was written, and is freed on close', async () => {
    const dir = await folder()
    writeFileSync(join(dir, 'em-uso.pid'), '2147483646')
    const first = await openEmbeddedDatabase(dir)
    await first.exec(`create table kept (note text); insert into kept values ('ainda aqui')`)
    await first.close()
    const second = await openEmbeddedDatabase(dir)
    expect(await second.query('select note from kept')).toEqual([{ note: 'ainda aqui' }])
    await second.close()
    expect(existsSync(join(dir, 'em-uso.pid'))).toBe(false)
  }, 60_000)
})

describe('openDatabase', () => {
  it('opens the configured folder with its schema up to date', async () => {
    const dir = await folder()
    const db = await openDatabase({ kind: 'embedded', dataDir: dir })
    expect(await db.query('select id from schema_migrations order by id')).toEqual(migrations.map(({ id }) => ({ id })))
    await db.close()
  }, 60_000)
})
