// Run by pglite-folder-import.ts in a process of its own, so that PGlite's memory goes away with
// it: reads what a PGlite data folder (the embedded database before SQLite) holds that the server
// needs, the migrations applied, the reminders (with the columns of migration 3 when it ran) and
// the VAPID keys, times in UTC ISO 8601 as SQLite keeps them, and sends it to the parent process.
import { PGlite } from '@electric-sql/pglite'

const iso = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`

async function read(folder) {
  const db = await PGlite.create(folder)
  try {
    const tables = new Set(
      (await db.query(`select table_name from information_schema.tables where table_schema = 'public'`)).rows.map((row) => row.table_name),
    )
    const rows = async (table, text) => (tables.has(table) ? (await db.query(text)).rows : [])
    // Kept since the second hardening review (migration 3): how many days its push service failed
    // and when the subscription ends, epoch ms read as a number (exact: under 2^53).
    const hardened = (
      await db.query(`select 1 from information_schema.columns where table_schema = 'public' and table_name = 'reminders' and column_name = 'failed_days'`)
    ).rows.length > 0
    return {
      migrations: await rows('schema_migrations', `select id, name, ${iso('applied_at')} from schema_migrations order by id`),
      reminders: await rows(
        'reminders',
        `select endpoint, p256dh, auth, minute_of_day, days, time_zone, only_if_idle, last_reminded_on::text as last_reminded_on,
           last_done_on::text as last_done_on, ${iso('next_send_at')}, failures
           ${hardened ? ', failed_days, expires_at::float8 as expires_at' : ''} from reminders order by endpoint`,
      ),
      vapidKeys: await rows('vapid_keys', 'select id, public_key, private_key from vapid_keys'),
    }
  } finally {
    await db.close()
  }
}

/** What went wrong, in words: PGlite throws plain objects too (`{ message, code }`), which String() would make "[object Object]". */
function messageOf(error) {
  if (typeof error === 'object' && error !== null && typeof error.message === 'string') return error.message
  if (typeof error === 'object' && error !== null) return JSON.stringify(error) ?? String(error)
  return String(error)
}

read(process.argv[2]).then(
  (contents) => process.send({ contents }, () => process.disconnect()),
  (error) => process.send({ error: messageOf(error) }, () => process.disconnect()),
)
