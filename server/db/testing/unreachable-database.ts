import type { Database } from '../database'
import { openPostgresDatabase } from '../postgres-database'

/** PostgreSQL on a port of 127.0.0.1 where nothing listens: every query fails, as when its server went away. */
export const openUnreachableDatabase = (): Database => openPostgresDatabase('postgres://momento@127.0.0.1:1/momento', { max: 1 })
