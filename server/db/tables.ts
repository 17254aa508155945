import type { ColumnType } from 'kysely'

/*
 * The tables as queries see them, alike on both engines: a time is ISO 8601 text in UTC
 * (`2025-05-10T23:30:00.000Z`), a date `YYYY-MM-DD` (postgres-database.ts reads PostgreSQL's so,
 * SQLite keeps the text written), a bigint a number.
 */

export interface RemindersTable {
  endpoint: string
  p256dh: string
  auth: string
  minute_of_day: number
  /** Bit d set when weekday d (0 = Sunday) is chosen. */
  days: number
  time_zone: string
  /** SQLite keeps a boolean as 1 or 0. */
  only_if_idle: ColumnType<boolean | number, boolean, boolean>
  last_reminded_on: string | null
  last_done_on: string | null
  next_send_at: string
  failures: ColumnType<number, number | undefined, number>
  /** Days in a row its push service failed. */
  failed_days: ColumnType<number, number | undefined, number>
  /** When the browser said the subscription ends, epoch ms (PushSubscription.expirationTime). */
  expires_at: ColumnType<number | null, number | null | undefined, number | null>
  /** Why the row cannot be sent, when it cannot (reminder-row-check.ts); it then waits aside. */
  set_aside: ColumnType<string | null, string | null | undefined, string | null>
}

export interface VapidKeysTable {
  id: number
  public_key: string
  private_key: string
}

export interface RateLimitWindowsTable {
  client: string
  window_start: number
  hits: number
  /** The window's length: a minute for requests, a day for new subscriptions. */
  window_ms: ColumnType<number, number | undefined, number>
}

export interface CopiesTable {
  /** The identifier's first 16 bytes, hex. */
  lookup: string
  /** SHA-256 of the identifier's last 16 bytes, hex. */
  verifier_hash: string
  /** Opaque bytes: a Buffer on both engines. */
  body: Buffer
  version: number
  updated_at: string
}

export interface SchemaMigrationsTable {
  id: number
  name: string
  applied_at: string
}

export interface Tables {
  reminders: RemindersTable
  vapid_keys: VapidKeysTable
  rate_limit_windows: RateLimitWindowsTable
  copies: CopiesTable
  schema_migrations: SchemaMigrationsTable
}
