import { rmSync } from 'node:fs'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEmbeddedDatabase } from '../db/embedded-database'
import { migrate } from '../db/migrate'
import { freshEmbeddedDir } from '../db/testing/each-database'
import { startChildServer, type ChildServer } from '../testing/child-server'
import type { PushEndpointPolicy } from './push-endpoint-policy'
import { webPushSender } from './push-sender'
import { minuteToTime } from './reminder-schedule'
import { reminderStore } from './reminder-store'
import { createScheduler } from './scheduler'
import { startFakePushService, type FakePushService } from './testing/fake-push-service'

const SHUTDOWN_TIMEOUT_MS = 2000
const keys = webpush.generateVAPIDKeys()
const loopback: PushEndpointPolicy = { allowLoopback: true, services: [], resolve: () => Promise.reject(new Error('no DNS in this test')) }

/** A zone where it is about noon now: "two minutes ago" is today there, whatever the hour in UTC. */
function noonZone(now: Date): { zone: string; minuteOfDay: number } {
  const hours = 12 - now.getUTCHours()
  return { zone: hours >= 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`, minuteOfDay: 12 * 60 + now.getUTCMinutes() }
}

let silentService: FakePushService
let push: FakePushService
let dataDir = ''
let server: ChildServer | undefined
beforeAll(async () => {
  ;[silentService, push] = await Promise.all([startFakePushService({ serverKey: keys.publicKey }), startFakePushService({ serverKey: keys.publicKey })])
  dataDir = await freshEmbeddedDir()
}, 60_000)
afterAll(async () => {
  await server?.stop()
  silentService.answerHeld(503)
  await Promise.all([silentService.close(), push.close()])
  rmSync(dataDir, { recursive: true, force: true })
})

describe('SIGTERM while a push service holds 200 reminders without answering', () => {
  it(`exits within SHUTDOWN_TIMEOUT_MS + 2 s, and another instance then sends what it gave back, each once`, async () => {
    const now = new Date()
    const { zone, minuteOfDay } = noonZone(now)
    const request = { horario: minuteToTime(minuteOfDay - 2), dias: [0, 1, 2, 3, 4, 5, 6], fusoHorario: zone, soSeNadaHoje: false }
    const db = await openEmbeddedDatabase(dataDir)
    await migrate(db)
    const store = reminderStore(db)
    const subscribe = async (service: FakePushService) => {
      const { id, ...inscricao } = service.subscribe()
      await store.save({ ...request, inscricao }, new Date(now.getTime() - 5 * 60_000))
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
    expect(server.lines).toContainEqual(expect.stringMatching(/ 200 devolvidos para a próxima rodada$/))

    const again = await openEmbeddedDatabase(dataDir)
    try {
      const held = await again.query(`select 1 from reminders where next_send_at > now() + interval '1 minute' and last_reminded_on is null`)
      expect(held).toEqual([]) // nothing left under a lease: all of it given back
      for (const id of silent) silentService.answer(id, 201)
      const send = webPushSender({ keys, subject: 'mailto:lembretes@momento-mae.example', policy: loopback })
      expect(await createScheduler({ store: reminderStore(again), send }).tick()).toMatchObject({ delivered: 200 })
      const times = (service: FakePushService, id: number) => service.delivered.filter((message) => message.id === id).length
      expect(silent.every((id) => times(silentService, id) === 1)).toBe(true)
      expect(fine.every((id) => times(push, id) === 1)).toBe(true)
    } finally {
      await again.close()
    }
  }, 90_000)
})
