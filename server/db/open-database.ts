import type { StorageConfig } from '../deploy-config'
import type { Database } from './database'
import { openEmbeddedDatabase } from './embedded-database'
import { migrate } from './migrate'
import { openPostgresDatabase } from './postgres-database'

/** The configured database, its schema brought up to date. */
export async function openDatabase(storage: StorageConfig): Promise<Database> {
  const db = storage.kind === 'postgresql' ? openPostgresDatabase(storage.url) : await openEmbeddedDatabase(storage.dataDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
  return db
}
