import type { Database } from './database'
import { openEmbeddedDatabase } from './embedded-database'
import { migrate } from './migrate'
import { openPostgresDatabase } from './postgres-database'
import type { StorageConfig } from './storage-config'

/** The configured database, its schema brought up to date. */
export async function openDatabase(storage: StorageConfig, log: (line: string) => void = () => {}): Promise<Database> {
  const db = storage.kind === 'postgresql' ? openPostgresDatabase(storage.url) : await openEmbeddedDatabase(storage.dataDir, log)
  try {
    await migrate(db)
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return db
}
