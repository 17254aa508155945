// The second review's push findings against the production server: 200 subscriptions on a push
// service that accepts and then says nothing, and one more on another service, all due when the
// server starts. How late is the other one, how many sends the silent service got meanwhile, and
// how long SIGTERM then takes, with how many reminders left under a claim.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import webpush from 'web-push'
import { openEmbeddedDatabase } from '../../server/db/embedded-database'
import { migrate } from '../../server/db/migrate'
import { PGLITE_FOLDER, readPgliteFolder } from '../../server/db/pglite-folder-import'
import { writePgliteDataDir } from '../../server/db/testing/pglite-data-dir'
import { reminderStore } from '../../server/reminders/reminder-store'
import { dueNow } from '../../server/reminders/testing/due-now'
import { startFakePushService, type FakePushService } from '../../server/reminders/testing/fake-push-service'
import { startServer } from './production-server'

export const SILENT_SUBSCRIPTIONS = 200

interface VapidKeys {
  publicKey: string
  privateKey: string
}
const LATE_GIVE_UP_MS = 300_000
const EXIT_GIVE_UP_MS = 60_000

export interface PushResult {
  /** From the server's start until the other service's reminder arrived; undefined past LATE_GIVE_UP_MS. */
  otherLateMs: number | undefined
  /** Sends the silent service received until then. */
  silentAttempts: number
  /** From SIGTERM until the process ended; undefined past EXIT_GIVE_UP_MS (then it is killed). */
  exitMs: number | undefined
  /** Reminders still claimed (their next look 5 minutes ahead) and not sent once it had ended. */
  leftClaimed: number
}

async function until(check: () => boolean, giveUpMs: number): Promise<number | undefined> {
  const started = performance.now()
  while (!check()) {
    if (performance.now() - started > giveUpMs) return undefined
    await sleep(50)
  }
  return performance.now() - started
}

/**
 * A data folder holding the reminders, due now, made before the server opens it: in SQLite, and
 * the same rows in a PGlite folder for a build of the PGlite days (--compare), which reads only
 * that; this build keeps its SQLite file and sets the PGlite folder aside unread.
 */
async function dataWithBacklog(silent: FakePushService, other: FakePushService, vapidKeys: VapidKeys): Promise<{ dir: string; ids: number[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'momento-bench-push-'))
  const db = await openEmbeddedDatabase(dir)
  try {
    await migrate(db)
    const store = reminderStore(db)
    const { settings, savedAt } = dueNow()
    const ids: number[] = []
    const save = async (service: FakePushService) => {
      const { id, ...inscricao } = service.subscribe()
      await store.save({ ...settings, inscricao }, savedAt)
      return id
    }
    for (let index = 0; index < SILENT_SUBSCRIPTIONS; index++) ids.push(await save(silent))
    await save(other) // last in: behind all of them
    const rows = await db.kysely.selectFrom('reminders').selectAll().orderBy('next_send_at').execute()
    await writePgliteDataDir(dir, { reminders: rows.map((row) => ({ ...row, only_if_idle: Boolean(row.only_if_idle) })), vapidKeys, version: '7dc0f81' })
    return { dir, ids }
  } finally {
    await db.close()
  }
}

/** Reminders still claimed (their next look over a minute ahead) and never sent, in whichever database the server used. */
async function stillClaimed(dir: string): Promise<number> {
  const claimed = (row: { next_send_at: string; last_reminded_on: string | null }) =>
    Date.parse(row.next_send_at) > Date.now() + 60_000 && row.last_reminded_on === null
  // A build of the PGlite days used the folder; this one set it aside.
  if (existsSync(join(dir, PGLITE_FOLDER))) return (await readPgliteFolder(join(dir, PGLITE_FOLDER))).reminders.filter(claimed).length
  const db = await openEmbeddedDatabase(dir)
  try {
    return (await db.kysely.selectFrom('reminders').select(['next_send_at', 'last_reminded_on']).execute()).filter(claimed).length
  } finally {
    await db.close()
  }
}

export async function measurePush(dir: string, entry: string): Promise<PushResult> {
  const keys = webpush.generateVAPIDKeys()
  const [silent, other] = await Promise.all([startFakePushService(), startFakePushService()])
  const data = await dataWithBacklog(silent, other, { publicKey: keys.publicKey, privateKey: keys.privateKey })
  for (const id of data.ids) silent.answer(id, 'silent')
  const server = await startServer({
    dir,
    args: [entry],
    env: { DATA_DIR: data.dir, PUSH_ALLOW_LOOPBACK: '1', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
  })
  try {
    const otherLateMs = await until(() => other.delivered.length > 0, LATE_GIVE_UP_MS)
    const silentAttempts = data.ids.reduce((sum, id) => sum + silent.attemptsFor(id), 0)
    let ended = false
    void server.exited.then(() => (ended = true))
    process.kill(server.pid, 'SIGTERM')
    const exitMs = await until(() => ended, EXIT_GIVE_UP_MS)
    if (!ended) process.kill(server.pid, 'SIGKILL')
    await server.exited
    return { otherLateMs, silentAttempts, exitMs, leftClaimed: await stillClaimed(data.dir) }
  } finally {
    await server.stop()
    silent.answerHeld(503)
    await Promise.all([silent.close(), other.close()])
    rmSync(data.dir, { recursive: true, force: true })
  }
}
