import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database'
import { lockDataDir } from './data-dir-lock'
import { importPgliteFolder } from './pglite-folder-import'
import { openSqliteDatabase } from './sqlite-database'

/** The embedded database's file in DATA_DIR. */
export const SQLITE_FILE = 'momento-mae.sqlite'

/**
 * The embedded database: SQLite in `dir` (made on first start, taken over from PGlite when the
 * folder holds one), held by this process alone; in memory without a folder (tests).
 */
export async function openEmbeddedDatabase(dir: string | undefined, log: (line: string) => void = () => {}): Promise<Database> {
  if (!dir) return openSqliteDatabase(':memory:')
  mkdirSync(dir, { recursive: true })
  const unlock = lockDataDir(dir)
  try {
    await importPgliteFolder(dir, SQLITE_FILE, log)
    return openSqliteDatabase(join(dir, SQLITE_FILE), { onClose: unlock })
  } catch (error) {
    unlock()
    throw error
  }
}
