// The server's resident memory with its embedded database: at rest on a first start, after
// saving reminders through PUT /api/lembretes as browsers would, after protected copies were
// created, replaced and read back through /api/copias as phones would, and at rest again when it
// is restarted on that DATA_DIR; the peak (VmHWM) too, which is what a small machine must hold.
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ReminderRequest } from '../../src/contract/reminders-api'
import { rssMiB } from './machine'
import { startServer } from './production-server'

export interface RemindersMemory {
  label: string
  firstStartMiB: number
  afterSavingMiB: number
  afterCopiesMiB: number
  restartedMiB: number
  /** The highest resident size over the first start, the saving and the copies. */
  peakMiB: number
  /** Answers to the reminders' PUTs by status. */
  statuses: Map<number, number>
  /** Answers to the copies' PUTs and GETs by status. */
  copyStatuses: Map<number, number>
}

/** A sealed export is opaque bytes to the server; 64 KiB is a year of a busy journal (COPY_BYTES). */
const COPY_BYTES = 64 * 1024

// Settled: the start-up's garbage is collected and the scheduler's first tick is over.
const AT_REST_MS = 3000
const settle = () => new Promise((resolve) => setTimeout(resolve, AT_REST_MS))

function peakMiB(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : Number.NaN
}

/** A browser's subscription: a real P-256 key, on 127.0.0.1 (PUSH_ALLOW_LOOPBACK), never sent to. */
function reminderRequest(n: number): ReminderRequest {
  const key = createECDH('prime256v1')
  key.generateKeys()
  // Twelve hours from now in São Paulo: nothing falls due while it is measured.
  const [hour, minute] = new Date(Date.now() + 12 * 3_600_000)
    .toLocaleTimeString('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' })
    .split(':')
  return {
    inscricao: { endpoint: `http://127.0.0.1:9/push/${n}`, keys: { p256dh: key.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } },
    horario: `${hour}:${minute}`,
    dias: [0, 1, 2, 3, 4, 5, 6],
    fusoHorario: 'America/Sao_Paulo',
    soSeNadaHoje: n % 2 === 0,
  }
}

const count = (statuses: Map<number, number>, response: Response) => statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)

/** Each copy as a phone keeps it: created, replaced once by a change, read back as a new phone would. */
async function sendCopies(url: string, copies: number, statuses: Map<number, number>): Promise<void> {
  for (let n = 0; n < copies; n += 1) {
    const path = `${url}/api/copias/${randomBytes(32).toString('base64url')}`
    const preconditions: Record<string, string>[] = [{ 'if-none-match': '*' }, { 'if-match': '"1"' }]
    for (const precondition of preconditions) {
      const response = await fetch(path, { method: 'PUT', headers: { 'content-type': 'application/octet-stream', ...precondition }, body: randomBytes(COPY_BYTES) })
      await response.arrayBuffer()
      count(statuses, response)
    }
    const read = await fetch(path)
    await read.arrayBuffer()
    count(statuses, read)
  }
}

export async function remindersMemory({
  label,
  dir,
  args,
  env,
  reminders,
  copies,
}: {
  label: string
  dir: string
  args?: string[]
  env: Record<string, string>
  reminders: number
  copies: number
}): Promise<RemindersMemory> {
  const dataDir = mkdtempSync(join(tmpdir(), 'momento-mae-bench-data-'))
  // All of them come from 127.0.0.1: one client and one network, past REMINDERS_PER_CLIENT_PER_DAY's 20 and REMINDERS_PER_NETWORK_PER_DAY's 200.
  const serverEnv = {
    ...env,
    PUSH_ALLOW_LOOPBACK: '1',
    REMINDERS_PER_CLIENT_PER_DAY: String(reminders),
    REMINDERS_PER_NETWORK_PER_DAY: String(reminders),
    COPIES_PER_CLIENT_PER_DAY: String(Math.max(1, copies)),
  }
  try {
    const first = await startServer({ dir, args, env: serverEnv, dataDir })
    const statuses = new Map<number, number>()
    const copyStatuses = new Map<number, number>()
    let firstStartMiB: number
    let afterSavingMiB: number
    let afterCopiesMiB: number
    let peak: number
    try {
      await settle()
      firstStartMiB = rssMiB(first.pid)
      for (let n = 0; n < reminders; n += 1) {
        const response = await fetch(`${first.url}/api/lembretes`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(reminderRequest(n)),
        })
        await response.arrayBuffer()
        count(statuses, response)
      }
      await settle()
      afterSavingMiB = rssMiB(first.pid)
      await sendCopies(first.url, copies, copyStatuses)
      await settle()
      afterCopiesMiB = rssMiB(first.pid)
      peak = peakMiB(first.pid)
    } finally {
      await first.stop()
    }
    const again = await startServer({ dir, args, env: serverEnv, dataDir })
    try {
      await settle()
      return { label, firstStartMiB, afterSavingMiB, afterCopiesMiB, restartedMiB: rssMiB(again.pid), peakMiB: peak, statuses, copyStatuses }
    } finally {
      await again.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
