import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Sql } from './database'

export class DataDirInUse extends Error {
  override name = 'DataDirInUse'
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data folder would corrupt it:
 * a file with the owner's pid, taken over when that process is gone.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'em-uso.pid')
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const owner = Number(readFileSync(lockFile, 'utf8'))
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DataDirInUse(
        `${dir} is in use by process ${owner}. One embedded database serves one instance; for several, set DATABASE_URL.`,
      )
    }
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}

const sqlOf = (db: Pick<PGlite, 'query' | 'exec'>): Sql => ({
  async query(text, params = []) {
    const result = await db.query(text, params as unknown[])
    return result.rows as never
  },
  async exec(text) {
    await db.exec(text)
  },
})

/** The embedded PostgreSQL (PGlite, WASM) in `dir`, or in memory without one (tests). */
export async function openEmbeddedDatabase(dir: string | undefined): Promise<Database> {
  let unlock = () => {}
  if (dir) {
    mkdirSync(dir, { recursive: true })
    unlock = lockDataDir(dir)
  }
  let db: PGlite
  try {
    db = new PGlite(dir ? join(dir, 'pglite') : undefined)
    await db.waitReady
  } catch (error) {
    unlock()
    throw error
  }
  return {
    kind: 'embedded',
    ...sqlOf(db),
    transaction: (work) => db.transaction((tx) => work(sqlOf(tx))),
    async close() {
      await db.close()
      unlock()
    },
  }
}
