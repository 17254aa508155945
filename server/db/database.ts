import type { Kysely } from 'kysely'
import type { Tables } from './tables'

/**
 * What the server needs of a database, met by the embedded one (SQLite) and by PostgreSQL: the
 * same queries, written once with Kysely and compiled for each, and the same migrations.
 */
export interface Database {
  readonly kind: 'embedded' | 'postgresql'
  readonly kysely: Kysely<Tables>
  close(): Promise<void>
}
