/**
 * What the server needs of a database, met both by the embedded one (PGlite) and by PostgreSQL:
 * the same SQL, the same migrations. Dates and times are selected as text or epoch numbers,
 * never as driver-parsed objects, so both answer alike.
 */

export interface Sql {
  /** One statement with $1… parameters; its rows. */
  query<Row extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>
}

export interface Database extends Sql {
  readonly kind: 'embedded' | 'postgresql'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
}
