import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { freshPostgres } from '../db/testing/each-database'
import { startChildServer, type ChildServer } from '../testing/child-server'

const WRITES = 1000
const COPIES = 100
const WRITERS = 8
const KILL_AFTER_ACKNOWLEDGED = 500
/** As much as a day of writes from one client may be, so no write is refused by a limit. */
const UNLIMITED = { RATE_LIMIT_PER_MINUTE: '1000000', COPIES_PER_CLIENT_PER_DAY: '1000000' }

/** One copy as the writers see it: what the server said it keeps, and a write it never answered. */
interface Tracked {
  id: string
  acknowledged?: { version: number; body: Buffer }
  unanswered?: Buffer
}

const newId = () => randomBytes(32).toString('base64url')

/**
 * Writers, each its copies one write at a time (so at most one unanswered write per copy), until
 * `writes` PUTs were sent or the server is gone; every 2xx is recorded as acknowledged.
 */
async function write(url: string, copies: Tracked[], writes: number, onAcknowledged: (count: number) => void): Promise<number> {
  let sent = 0
  let acknowledged = 0
  let gone = false
  const writer = async (mine: Tracked[]) => {
    for (let turn = 0; !gone && sent < writes; turn += 1) {
      const copy = mine[turn % mine.length]!
      const body = randomBytes(randomInt(1, 32 * 1024))
      const version = copy.acknowledged?.version
      sent += 1
      copy.unanswered = body
      try {
        const response = await fetch(`${url}/api/copias/${copy.id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/octet-stream', ...(version === undefined ? { 'If-None-Match': '*' } : { 'If-Match': `"${version}"` }) },
          body,
        })
        const reply = (await response.json()) as { versao?: number }
        expect(response.status).toBeLessThan(300)
        copy.acknowledged = { version: reply.versao!, body }
        copy.unanswered = undefined
        acknowledged += 1
        onAcknowledged(acknowledged)
      } catch (error) {
        if (!(error instanceof TypeError)) throw error // fetch failed: the server is gone
        gone = true
      }
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(copies.filter((_, at) => at % WRITERS === index))))
  return sent
}

/** What the server keeps of one copy now: its version and bytes, or undefined. */
async function kept(url: string, id: string): Promise<{ version: number; body: Buffer } | undefined> {
  const response = await fetch(`${url}/api/copias/${id}`)
  if (response.status === 404) return undefined
  expect(response.status).toBe(200)
  return { version: Number(/"(\d+)"/.exec(response.headers.get('etag') ?? '')![1]), body: Buffer.from(await response.arrayBuffer()) }
}

const servers: ChildServer[] = []
const cleanUps: (() => Promise<void> | void)[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()))
  for (const cleanUp of cleanUps.splice(0)) await cleanUp()
})

/** The server killed with SIGKILL half-way through 1,000 writes, started again on the same database. */
function killDuringWrites(database: () => Promise<Record<string, string>>) {
  it(`keeps every acknowledged copy byte for byte after kill -9 during ${WRITES} writes, and takes the rest after a restart`, async () => {
    const env = { ...(await database()), ...UNLIMITED }
    const first = await startChildServer(env)
    servers.push(first)
    const copies: Tracked[] = Array.from({ length: COPIES }, () => ({ id: newId() }))
    const sentBefore = await write(first.url, copies, WRITES, (count) => {
      if (count === KILL_AFTER_ACKNOWLEDGED) process.kill(first.pid, 'SIGKILL')
    })
    await first.exited
    expect(sentBefore).toBeLessThan(WRITES)

    const second = await startChildServer(env)
    servers.push(second)
    let unansweredKept = 0
    for (const copy of copies) {
      const now = await kept(second.url, copy.id)
      const { acknowledged, unanswered } = copy
      // Acknowledged: there, byte for byte; a write never answered may have landed, as the next version.
      if (unanswered && now?.version === (acknowledged?.version ?? 0) + 1) {
        expect(now.body.equals(unanswered)).toBe(true)
        unansweredKept += 1
        copy.acknowledged = now
      } else if (acknowledged) {
        expect(now?.version).toBe(acknowledged.version)
        expect(now!.body.equals(acknowledged.body)).toBe(true)
      } else {
        expect(now).toBeUndefined()
      }
      copy.unanswered = undefined
    }
    expect(unansweredKept).toBeLessThanOrEqual(WRITERS)

    const sentAfter = await write(second.url, copies, WRITES - sentBefore, () => {})
    expect(sentBefore + sentAfter).toBe(WRITES)
    for (const copy of copies) expect((await kept(second.url, copy.id))?.body.equals(copy.acknowledged!.body)).toBe(true)
  }, 180_000)
}

describe('/api/copias, the server killed during writes · embedded (SQLite)', () => {
  killDuringWrites(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'momento-mae-copies-kill-'))
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }))
    return { DATA_DIR: dataDir }
  })
})

const serverUrl = inject('postgresUrl')
const missing = inject('postgresMissing')
describe.skipIf(!serverUrl)(`/api/copias, the server killed during writes · PostgreSQL${missing ? ` (skipped: ${missing})` : ''}`, () => {
  killDuringWrites(async () => {
    const { url, dispose } = await freshPostgres(serverUrl)
    cleanUps.push(dispose)
    return { DATABASE_URL: url }
  })
})
