import type { SelectQueryBuilder } from 'kysely'
import type { Database } from './database'

/**
 * On PostgreSQL the rows a transaction selects are locked until it ends (`FOR UPDATE`), and with
 * `skipLocked` the rows another instance holds are left out instead of waited for. SQLite has no
 * row locks and needs none: one instance, whose transactions take its one connection in turn.
 */
export function lockingRows(kind: Database['kind'], { skipLocked = false }: { skipLocked?: boolean } = {}) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> => {
    if (kind !== 'postgresql') return query
    return skipLocked ? query.forUpdate().skipLocked() : query.forUpdate()
  }
}
