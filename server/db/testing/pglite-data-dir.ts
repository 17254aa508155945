import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { migrations } from '../migrations'

export interface PgliteReminder {
  endpoint: string
  p256dh: string
  auth: string
  minute_of_day: number
  days: number
  time_zone: string
  only_if_idle: boolean
  last_reminded_on: string | null
  last_done_on: string | null
  next_send_at: string
  failures: number
  /** Written only by the hardening version (migration 3). */
  failed_days?: number
  expires_at?: number | null
}

/**
 * A DATA_DIR as a version before SQLite left it: PGlite in `dir/pglite`, its schema made by that
 * version's migration runner, and rows written with that version's SQL, statement for statement.
 * `db6024e` is the version of issue 26 (`git show db6024e:server/reminders/reminder-store.ts`),
 * `7dc0f81` the second hardening review's, which also keeps `failed_days` and `expires_at`.
 */
export async function writePgliteDataDir(
  dir: string,
  {
    reminders,
    vapidKeys,
    version = 'db6024e',
  }: { reminders: readonly PgliteReminder[]; vapidKeys: { publicKey: string; privateKey: string }; version?: 'db6024e' | '7dc0f81' },
): Promise<void> {
  const hardened = version === '7dc0f81'
  const db = await PGlite.create(join(dir, 'pglite'))
  await db.exec(`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
  // The steps that version had, each in its transaction under the advisory lock.
  for (const { id, name, statements } of migrations.filter((migration) => migration.id <= (hardened ? 3 : 2))) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [727_211])
      await tx.exec(statements.join(';\n'))
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [id, name])
    })
  }
  await db.query('insert into vapid_keys (id, public_key, private_key) values (1, $1, $2) on conflict (id) do nothing', [
    vapidKeys.publicKey,
    vapidKeys.privateKey,
  ])
  for (const reminder of reminders) {
    // save(), then what the scheduler and /feito-hoje record.
    const saved = [reminder.endpoint, reminder.p256dh, reminder.auth, reminder.minute_of_day, reminder.days, reminder.time_zone, reminder.only_if_idle, reminder.next_send_at]
    if (hardened) {
      await db.query(
        `insert into reminders (endpoint, p256dh, auth, minute_of_day, days, time_zone, only_if_idle, next_send_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::bigint)
         on conflict (endpoint) do update set
           p256dh = excluded.p256dh, auth = excluded.auth, minute_of_day = excluded.minute_of_day,
           days = excluded.days, time_zone = excluded.time_zone, only_if_idle = excluded.only_if_idle,
           next_send_at = excluded.next_send_at, expires_at = excluded.expires_at, failures = 0, failed_days = 0
         returning (xmax = 0) as created`,
        [...saved, reminder.expires_at ?? null],
      )
    } else {
      await db.query(
        `insert into reminders (endpoint, p256dh, auth, minute_of_day, days, time_zone, only_if_idle, next_send_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)
         on conflict (endpoint) do update set
           p256dh = excluded.p256dh, auth = excluded.auth, minute_of_day = excluded.minute_of_day,
           days = excluded.days, time_zone = excluded.time_zone, only_if_idle = excluded.only_if_idle,
           next_send_at = excluded.next_send_at, failures = 0
         returning (xmax = 0) as created`,
        saved,
      )
    }
    if (reminder.last_reminded_on) {
      await db.query(`update reminders set last_reminded_on = $2::date, failures = 0, next_send_at = $3::timestamptz where endpoint = $1`, [
        reminder.endpoint,
        reminder.last_reminded_on,
        reminder.next_send_at,
      ])
    }
    if (reminder.last_done_on) {
      await db.query(
        `update reminders set last_done_on = $2::date, next_send_at = coalesce($3::timestamptz, next_send_at), failures = case when $3::timestamptz is null then failures else 0 end
         where endpoint = $1`,
        [reminder.endpoint, reminder.last_done_on, null],
      )
    }
    if (hardened && reminder.failed_days) {
      await db.query(`update reminders set failures = 0, failed_days = $2, next_send_at = $3::timestamptz where endpoint = $1`, [
        reminder.endpoint,
        reminder.failed_days,
        reminder.next_send_at,
      ])
    }
    if (reminder.failures > 0) {
      await db.query(`update reminders set failures = $2, next_send_at = $3::timestamptz where endpoint = $1`, [
        reminder.endpoint,
        reminder.failures,
        reminder.next_send_at,
      ])
    }
  }
  await db.close()
}
