import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEmbeddedDatabase } from '../db/embedded-database'
import { migrate } from '../db/migrate'
import { startChildServer, type ChildServer } from '../testing/child-server'
import type { PushEndpointPolicy } from './push-endpoint-policy'
import { webPushSender } from './push-sender'
import { reminderStore } from './reminder-store'
import { createScheduler } from './scheduler'
import { dueNow } from './testing/due-now'
import { startFakePushService, type FakePushService } from './testing/fake-push-service'

const SHUTDOWN_TIMEOUT_MS = 2000
const keys = webpush.generateVAPIDKeys()
const loopback: PushEndpointPolicy = { allowLoopback: true, services: [], resolve: () => Promise.reject(new Error('no DNS in this test')) }

let silentService: FakePushService
let push: FakePushService
let dataDir = ''
let server: ChildServer | undefined
beforeAll(async () => {
  ;[silentService, push] = await Promise.all([startFakePushService({ serverKey: keys.publicKey }), startFakePushService({ serverKey: keys.publicKey })])
  dataDir = mkdtempSync(join(tmpdir(), 'momento-mae-data-'))
}, 60_000)
afterAll(async () => {
  await server?.stop()
  silentService.answerHeld(503)
  await Promise.all([silentService.close(), push.close()])
  rmSync(dataDir, { recursive: true, force: true })
})

describe('SIGTERM while a push service holds 200 reminders without answering', () => {
  it(`exits within SHUTDOWN_TIMEOUT_MS + 2 s, and another instance then sends what it gave back, none twice`, async () => {
    const { settings, savedAt } = dueNow()
    const db = await openEmbeddedDatabase(dataDir)
    await migrate(db)
    const store = reminderStore(db)
    const subscribe = async (service: FakePushService) => {
      const { id, ...inscricao } = service.subscribe()
      await store.save({ ...settings, inscricao }, savedAt)
      return id
    }
    const silent: number[] = []
    for (let index = 0; index < 200; index += 1) silent.push(await subscribe(silentService))
    const fine: number[] = []
    for (let index = 0; index < 10; index += 1) fine.push(await subscribe(push))
    for (const id of silent) silentService.answer(id, 'silent')
    await db.close()

    server = await startChildServer({
      DATA_DIR: dataDir,
      PUSH_ALLOW_LOOPBACK: '1',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    })
    // Its first round: the others delivered, four sends held by the silent service (its lanes), the rest waiting.
    await expect.poll(() => push.delivered.length, { timeout: 20_000 }).toBe(10)
    await expect.poll(() => silentService.holding(), { timeout: 20_000 }).toBe(4)

    const signalled = performance.now()
    process.kill(server.pid, 'SIGTERM')
    expect(await server.exited).toBe(0)
    expect(performance.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2000)
    // The 4 it held had left whole: counted as sent, never again; the 196 it never got are given back.
    expect(server.lines).toContainEqual(expect.stringMatching(/ 196 devolvidos para a próxima rodada, 0 postos de lado$/))
    expect(server.lines).toContainEqual(expect.stringMatching(/^lembretes: 4 envios sem resposta na parada/))

    const again = await openEmbeddedDatabase(dataDir)
    try {
      const held = await again.kysely
        .selectFrom('reminders')
        .select('endpoint')
        .where('next_send_at', '>', new Date(Date.now() + 60_000).toISOString())
        .where('last_reminded_on', 'is', null)
        .execute()
      expect(held).toEqual([]) // nothing left under a lease: all of it given back
      for (const id of silent) silentService.answer(id, 201)
      const send = webPushSender({ keys, subject: 'mailto:lembretes@momento-mae.example', policy: loopback })
      expect(await createScheduler({ store: reminderStore(again), send }).tick()).toMatchObject({ delivered: 196 })
      const times = (service: FakePushService, id: number) => service.delivered.filter((message) => message.id === id).length
      expect(silent.every((id) => silentService.attemptsFor(id) === 1)).toBe(true)
      expect(fine.every((id) => times(push, id) === 1)).toBe(true)
    } finally {
      await again.close()
    }
  }, 90_000)
})
