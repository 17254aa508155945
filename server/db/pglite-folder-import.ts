import { fork } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Selectable } from 'kysely'
import type { Database } from './database'
import { migrate } from './migrate'
import { rowId, SET_ASIDE_UNTIL, unsendableReason } from './reminder-row-check'
import { migrations } from './migrations'
import { openSqliteDatabase } from './sqlite-database'
import type { RemindersTable, SchemaMigrationsTable, VapidKeysTable } from './tables'

// Kept until 2027-06-30, then removed with PGlite (docs/server.md, what an operator does before).

/** Where the embedded database was kept in DATA_DIR before SQLite, and where it is set aside once copied. */
export const PGLITE_FOLDER = 'pglite'
export const PGLITE_SET_ASIDE = 'pglite-migrado'

export interface PgliteFolderContents {
  migrations: SchemaMigrationsTable[]
  /** `failed_days` and `expires_at` only in a folder that ran migration 3. */
  reminders: (Omit<Selectable<RemindersTable>, 'only_if_idle' | 'failed_days' | 'expires_at'> &
    Partial<Pick<Selectable<RemindersTable>, 'failed_days' | 'expires_at'>> & { only_if_idle: boolean })[]
  vapidKeys: VapidKeysTable[]
}

/** What the folder holds, read by PGlite in a process of its own (read-pglite-folder.mjs). */
export function readPgliteFolder(folder: string): Promise<PgliteFolderContents> {
  // Beside this file in the sources, beside the bundle in dist/server (scripts/build-server.mjs).
  const reader = fileURLToPath(new URL('./read-pglite-folder.mjs', import.meta.url))
  const child = fork(reader, [folder], { execArgv: [], stdio: 'ignore' })
  return new Promise((resolve, reject) => {
    let answer: { contents: PgliteFolderContents } | { error: string } | undefined
    child.once('message', (message) => (answer = message as typeof answer))
    child.once('error', reject)
    child.once('exit', (code) => {
      if (answer && 'contents' in answer) resolve(answer.contents)
      else reject(new Error(`the PGlite folder ${folder} could not be read, and was left as it was: ${answer?.error ?? `exit code ${code}`}`))
    })
  })
}

/** Why an imported row cannot be sent, as the scheduler would find at its claim. */
const importedRowReason = (row: PgliteFolderContents['reminders'][number]) =>
  unsendableReason({
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    minuteOfDay: Number(row.minute_of_day),
    days: Number(row.days),
    timeZone: row.time_zone,
    lastRemindedOn: row.last_reminded_on,
    lastDoneOn: row.last_done_on,
  })

/** Copies the folder's rows; returns the ids of those that cannot be sent, set aside with their reason. */
async function copyInto(db: Database, contents: PgliteFolderContents): Promise<string[]> {
  await migrate(db, migrations.filter(({ id }) => contents.migrations.some((applied) => applied.id === id)))
  const unsendable = contents.reminders.flatMap((row) => {
    const reason = importedRowReason(row)
    return reason ? [{ endpoint: row.endpoint, reason }] : []
  })
  await db.kysely.transaction().execute(async (tx) => {
    for (const { id, applied_at } of contents.migrations) {
      await tx.updateTable('schema_migrations').set({ applied_at }).where('id', '=', id).execute()
    }
    for (const reminder of contents.reminders) await tx.insertInto('reminders').values(reminder).execute()
    for (const keys of contents.vapidKeys) await tx.insertInto('vapid_keys').values(keys).execute()
  })
  if (unsendable.length === 0) return []
  // Only a folder with such rows is brought to the schema that can say why, here rather than at the start that follows.
  await migrate(db)
  for (const { endpoint, reason } of unsendable) {
    await db.kysely.updateTable('reminders').set({ set_aside: reason, next_send_at: SET_ASIDE_UNTIL }).where('endpoint', '=', endpoint).execute()
  }
  return unsendable.map(({ endpoint, reason }) => `${rowId(endpoint)} (${reason})`)
}

function freeName(path: string): string {
  let candidate = path
  for (let n = 2; existsSync(candidate); n += 1) candidate = `${path}-${n}`
  return candidate
}

/**
 * A DATA_DIR written while the embedded database was PGlite: its migrations, reminders and VAPID
 * keys are copied once into the SQLite file `sqliteFile`, and the PGlite folder is kept aside.
 * The file is made beside its place and renamed into it, so it is whole or absent: a start cut
 * short before the rename copies again. Does nothing to a DATA_DIR without a PGlite folder.
 */
export async function importPgliteFolder(dir: string, sqliteFile: string, log: (line: string) => void): Promise<void> {
  const folder = join(dir, PGLITE_FOLDER)
  if (!existsSync(folder)) return
  const target = join(dir, sqliteFile)
  const aside = freeName(join(dir, PGLITE_SET_ASIDE))
  if (existsSync(target)) {
    renameSync(folder, aside)
    log(`banco de dados: ${folder} ficou ao lado de ${target}, que já existia e continua valendo; a pasta foi guardada em ${aside}, sem ser copiada de novo`)
    return
  }
  const contents = await readPgliteFolder(folder)
  const making = `${target}.copiando`
  for (const leftover of [making, `${making}-journal`]) rmSync(leftover, { force: true })
  const db = openSqliteDatabase(making, { writeAheadLog: false })
  let unsendable: string[]
  try {
    unsendable = await copyInto(db, contents)
  } finally {
    await db.close()
  }
  renameSync(making, target)
  renameSync(folder, aside)
  log(
    `banco de dados: ${contents.reminders.length} lembrete(s)${contents.vapidKeys.length ? ' e as chaves VAPID' : ''} copiados do PGlite para ${target}; a pasta antiga foi guardada em ${aside} e pode ser apagada`,
  )
  if (unsendable.length > 0) log(`banco de dados: ${unsendable.length} lembrete(s) copiados não podem ser enviados e foram postos de lado: ${unsendable.join(', ')}`)
}
