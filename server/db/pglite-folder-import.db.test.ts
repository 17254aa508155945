import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from './data-dir-lock'
import { SQLITE_FILE } from './embedded-database'
import { migrations } from './migrations'
import { openDatabase } from './open-database'
import { SET_ASIDE_UNTIL } from './reminder-row-check'
import { PGLITE_FOLDER, PGLITE_SET_ASIDE, readPgliteFolder, type PgliteFolderContents } from './pglite-folder-import'
import { writePgliteDataDir, type PgliteReminder } from './testing/pglite-data-dir'

const key = (letter: string, length: number) => letter.repeat(length)
const reminders: PgliteReminder[] = [
  {
    endpoint: 'https://fcm.googleapis.com/fcm/send/nova',
    p256dh: `B${key('a', 86)}`,
    auth: key('b', 22),
    minute_of_day: 20 * 60 + 30,
    days: 127,
    time_zone: 'America/Sao_Paulo',
    only_if_idle: true,
    last_reminded_on: null,
    last_done_on: null,
    next_send_at: '2025-05-10T23:30:00.000Z',
    failures: 0,
  },
  {
    endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/lembrada',
    p256dh: `B${key('c', 86)}`,
    auth: key('d', 22),
    minute_of_day: 7 * 60 + 15,
    days: 0b0101010,
    time_zone: 'America/Manaus',
    only_if_idle: true,
    last_reminded_on: '2025-05-09',
    last_done_on: '2025-05-10',
    next_send_at: '2025-05-12T11:15:00.000Z',
    failures: 0,
  },
  {
    endpoint: 'https://web.push.apple.com/tentando',
    p256dh: `B${key('e', 86)}`,
    auth: key('f', 22),
    minute_of_day: 0,
    days: 1,
    time_zone: 'America/Noronha',
    only_if_idle: false,
    last_reminded_on: null,
    last_done_on: null,
    next_send_at: '2025-05-11T02:04:00.123Z',
    failures: 3,
  },
]
const sorted = <T extends { endpoint: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.endpoint.localeCompare(b.endpoint))
const vapidKeys = { publicKey: `B${key('P', 86)}`, privateKey: key('p', 43) }

// One PGlite folder for the file (initdb takes seconds), copied into each test's DATA_DIR, and
// what PGlite reads in it.
let written: string
let before: PgliteFolderContents
const made: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'momento-mae-data-'))
  made.push(dir)
  cpSync(join(written, PGLITE_FOLDER), join(dir, PGLITE_FOLDER), { recursive: true })
  return dir
}
beforeAll(async () => {
  written = mkdtempSync(join(tmpdir(), 'momento-mae-pglite-'))
  await writePgliteDataDir(written, { reminders, vapidKeys })
  before = await readPgliteFolder(join(written, PGLITE_FOLDER))
}, 120_000)
afterAll(() => rmSync(written, { recursive: true, force: true }))
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

const contentsOf = async (dir: string) => {
  const db = await openDatabase({ kind: 'embedded', dataDir: dir })
  try {
    const rows = await db.kysely.selectFrom('reminders').selectAll().orderBy('endpoint').execute()
    return {
      reminders: rows.map((row) => ({ ...row, only_if_idle: Boolean(row.only_if_idle) })),
      vapidKeys: await db.kysely.selectFrom('vapid_keys').selectAll().execute(),
      migrations: await db.kysely.selectFrom('schema_migrations').selectAll().orderBy('id').execute(),
    }
  } finally {
    await db.close()
  }
}

describe('a DATA_DIR written while the embedded database was PGlite', () => {
  it('opens with every reminder, the VAPID keys and the migrations it had, and keeps the PGlite folder aside', async () => {
    const dir = dataDir()
    const lines: string[] = []
    const db = await openDatabase({ kind: 'embedded', dataDir: dir }, (line) => lines.push(line))
    await db.close()

    const after = await contentsOf(dir)
    // The columns of the steps it had not run yet hold their defaults.
    expect(after.reminders).toEqual(sorted(reminders).map((reminder) => ({ ...reminder, failed_days: 0, expires_at: null, set_aside: null })))
    expect(after.vapidKeys).toEqual([{ id: 1, public_key: vapidKeys.publicKey, private_key: vapidKeys.privateKey }])
    expect(after.migrations.slice(0, 2)).toEqual(before.migrations)
    expect(after.migrations.map(({ id }) => id)).toEqual(migrations.map(({ id }) => id))
    expect(readdirSync(dir).sort()).toEqual([LOCK_FILE, SQLITE_FILE, PGLITE_SET_ASIDE].sort())
    expect(lines).toEqual([
      `banco de dados: 3 lembrete(s) e as chaves VAPID copiados do PGlite para ${join(dir, SQLITE_FILE)}; a pasta antiga foi guardada em ${join(dir, PGLITE_SET_ASIDE)} e pode ser apagada`,
    ])
    expect(readdirSync(join(dir, PGLITE_SET_ASIDE)).sort()).toEqual(readdirSync(join(written, PGLITE_FOLDER)).sort())
  }, 60_000)

  it('written by the hardening version (migration 3), keeps each reminder’s failed days and end too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'momento-mae-data-'))
    made.push(dir)
    const hardened: PgliteReminder[] = [
      { ...reminders[0]!, failed_days: 0, expires_at: 1_747_000_000_000 },
      { ...reminders[1]!, failed_days: 0, expires_at: null },
      { ...reminders[2]!, failed_days: 2, expires_at: null },
    ]
    await writePgliteDataDir(dir, { reminders: hardened, vapidKeys, version: '7dc0f81' })
    const applied = (await readPgliteFolder(join(dir, PGLITE_FOLDER))).migrations
    expect(applied.map(({ id }) => id)).toEqual([1, 2, 3])

    const after = await contentsOf(dir)
    expect(after.reminders).toEqual(sorted(hardened).map((reminder) => ({ ...reminder, set_aside: null })))
    expect(after.vapidKeys).toEqual([{ id: 1, public_key: vapidKeys.publicKey, private_key: vapidKeys.privateKey }])
    expect(after.migrations.slice(0, applied.length)).toEqual(applied)
  }, 120_000)

  it('sets aside, with its reason, a row that cannot be sent (a time zone this Node does not know), and copies the rest as they were', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'momento-mae-data-'))
    made.push(dir)
    const unknownZone = { ...reminders[0]!, endpoint: 'https://fcm.googleapis.com/fcm/send/marte', time_zone: 'Marte/Olimpo' }
    await writePgliteDataDir(dir, { reminders: [...reminders, unknownZone], vapidKeys })
    const lines: string[] = []
    const db = await openDatabase({ kind: 'embedded', dataDir: dir }, (line) => lines.push(line))
    await db.close()
    const after = await contentsOf(dir)
    expect(after.reminders.find((row) => row.endpoint === unknownZone.endpoint)).toMatchObject({
      set_aside: 'fuso horário desconhecido',
      next_send_at: SET_ASIDE_UNTIL,
    })
    expect(after.reminders.filter((row) => row.set_aside === null)).toHaveLength(3)
    expect(lines[1]).toMatch(/^banco de dados: 1 lembrete\(s\) copiados não podem ser enviados e foram postos de lado: [0-9a-f]{12} \(fuso horário desconhecido\)$/)
    expect(lines.join('\n')).not.toContain(unknownZone.endpoint)
  }, 120_000)

  it('copies again after a start cut short mid-copy, from the PGlite folder still in place', async () => {
    const dir = dataDir()
    writeFileSync(join(dir, `${SQLITE_FILE}.copiando`), 'metade de um arquivo')
    expect((await contentsOf(dir)).reminders).toHaveLength(3)
    expect(existsSync(join(dir, `${SQLITE_FILE}.copiando`))).toBe(false)
  }, 60_000)

  it('keeps the SQLite file when both are there (a start cut short after the copy), setting the PGlite folder aside uncopied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'momento-mae-data-'))
    made.push(dir)
    const first = await openDatabase({ kind: 'embedded', dataDir: dir })
    await first.kysely.insertInto('reminders').values(reminders[1]!).execute()
    await first.close()
    cpSync(join(written, PGLITE_FOLDER), join(dir, PGLITE_FOLDER), { recursive: true })
    const lines: string[] = []
    const again = await openDatabase({ kind: 'embedded', dataDir: dir }, (line) => lines.push(line))
    await again.close()
    expect((await contentsOf(dir)).reminders).toEqual([{ ...reminders[1], failed_days: 0, expires_at: null, set_aside: null }])
    expect(readdirSync(dir).sort()).toEqual([LOCK_FILE, SQLITE_FILE, PGLITE_SET_ASIDE].sort())
    expect(lines).toEqual([
      `banco de dados: ${join(dir, PGLITE_FOLDER)} ficou ao lado de ${join(dir, SQLITE_FILE)}, que já existia e continua valendo; a pasta foi guardada em ${join(dir, PGLITE_SET_ASIDE)}, sem ser copiada de novo`,
    ])
  })

  it('stops the start on a PGlite folder it cannot read, and leaves it as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'momento-mae-data-'))
    made.push(dir)
    mkdirSync(join(dir, PGLITE_FOLDER))
    writeFileSync(join(dir, PGLITE_FOLDER, 'PG_VERSION'), 'não é um banco')
    await expect(openDatabase({ kind: 'embedded', dataDir: dir })).rejects.toThrow(
      `the PGlite folder ${join(dir, PGLITE_FOLDER)} could not be read, and was left as it was: PGlite failed to initialize properly`,
    )
    // The lock's empty file stays (a lock on it is what counts, gone with the process): nothing else.
    expect(readdirSync(dir).sort()).toEqual([LOCK_FILE, PGLITE_FOLDER].sort())
    expect(readdirSync(join(dir, PGLITE_FOLDER))).toEqual(['PG_VERSION'])
  }, 60_000)
})
