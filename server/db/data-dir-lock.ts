import { rmSync } from 'node:fs'
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'

export class DataDirInUse extends Error {
  override name = 'DataDirInUse'
}

/** The lock's file in the data folder: an empty SQLite database, only ever locked, never written. */
export const LOCK_FILE = 'em-uso.lock'
/** What versions before the real lock wrote: a pid, which a failed start could leave behind. */
const OLD_PID_FILE = 'em-uso.pid'

const isBusy = (error: unknown) => (error as { code?: unknown }).code === 'SQLITE_BUSY'

/**
 * One instance per data folder: two would each send the same reminders, since only PostgreSQL
 * lets instances share them. The lock is SQLite's own on `em-uso.lock` (an open transaction that
 * holds the file's exclusive lock): held while this process keeps it, gone with the process however
 * it ends (the system lets go of a dead process's locks), so nothing a start leaves behind can
 * refuse the next; a second process on the same folder, in another container on the same volume
 * too, is refused at once. Returns what frees it.
 */
export function lockDataDir(dir: string): () => void {
  const lock = new BetterSqlite3(join(dir, LOCK_FILE), { timeout: 0 })
  try {
    lock.exec('begin exclusive')
  } catch (error) {
    lock.close()
    if (!isBusy(error)) throw error
    throw new DataDirInUse(`${dir} is in use by another process. One embedded database serves one instance; for several, set DATABASE_URL.`)
  }
  rmSync(join(dir, OLD_PID_FILE), { force: true })
  return () => {
    if (lock.open) lock.close()
  }
}
