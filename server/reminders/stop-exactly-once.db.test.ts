import { createServer, type Server } from 'node:http'
import webpush from 'web-push'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEachDatabase } from '../db/testing/each-database'
import type { Deadline } from '../deadline'
import { stopGracefully } from '../graceful-stop'
import type { PushEndpointPolicy } from './push-endpoint-policy'
import { webPushSender } from './push-sender'
import { reminderStore } from './reminder-store'
import { createScheduler } from './scheduler'
import { startFakePushService, type FakePushService } from './testing/fake-push-service'

const keys = webpush.generateVAPIDKeys()
const loopback: PushEndpointPolicy = { allowLoopback: true, services: [], resolve: () => Promise.reject(new Error('no DNS in this test')) }
// A deadline no send reaches here: what ends the slow sends is the shutdown's.
const send = webPushSender({ keys, subject: 'mailto:lembretes@momento-mae.example', policy: loopback, timeoutMs: 60_000 })

let fast: FakePushService
let slow: FakePushService
beforeAll(async () => {
  ;[fast, slow] = await Promise.all([startFakePushService({ serverKey: keys.publicKey }), startFakePushService({ serverKey: keys.publicKey })])
})
afterAll(async () => {
  slow.answerHeld(201)
  await Promise.all([fast.close(), slow.close()])
})

/** Deadlines the test reaches by hand: `reachAll` resolves every one asked for so far. */
function handDeadline() {
  const reach: (() => void)[] = []
  const deadline: Deadline = () => ({ reached: new Promise<void>((resolve) => reach.push(resolve)), cancel: () => {} })
  return { deadline, reachAll: () => reach.splice(0).forEach((resolve) => resolve()) }
}

// Saturday 10 May 2025 in São Paulo (UTC−3); the reminders at 20:30 are due at 23:30 UTC.
const savedAt = new Date('2025-05-10T15:00:00Z')
const due = new Date('2025-05-10T23:30:00Z')
const restartedAt = new Date('2025-05-10T23:31:00Z')

describeOnEachDatabase('SIGTERM while slow push services hold sends', ({ kind, db, openAnother }) => {
  let listener: Server
  beforeAll(async () => {
    listener = createServer()
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  })

  it('40 due, 4 in flight at the deadline: after the restart each of the 40 was delivered once, none twice, none lost', async () => {
    fast.delivered.length = 0
    slow.delivered.length = 0
    const store = reminderStore(db())
    const subscribe = async (service: FakePushService) => {
      const { id, ...inscricao } = service.subscribe()
      await store.save({ inscricao, horario: '20:30', dias: [0, 1, 2, 3, 4, 5, 6], fusoHorario: 'America/Sao_Paulo', soSeNadaHoje: false }, savedAt)
      return { service, id }
    }
    const sends: { service: FakePushService; id: number }[] = []
    for (let index = 0; index < 20; index += 1) sends.push(await subscribe(fast), await subscribe(slow))
    for (const { service, id } of sends) if (service === slow) slow.answer(id, 'slow')

    const lines: string[] = []
    const rounds = handDeadline() // a round's budget and its lanes' hold: never reached here
    const first = createScheduler({ store, send, now: () => due, deadline: rounds.deadline, log: (line) => lines.push(line) })
    const round = first.tick()
    // The slow service has taken 4 messages (its lanes) and answers none; the fast one's 20 are answered and recorded.
    const recorded = async () =>
      (await db().kysely.selectFrom('reminders').select('endpoint').where('last_reminded_on', '=', '2025-05-10').execute()).length
    await expect.poll(recorded, { timeout: 10_000 }).toBe(20)
    expect(fast.delivered).toHaveLength(20)
    await expect.poll(() => slow.holding(), { timeout: 10_000 }).toBe(4)
    expect(slow.delivered).toHaveLength(4)

    // As SIGTERM stops it (index.ts), with the shutdown's deadline reached by hand.
    const shutdown = handDeadline()
    const stopped = stopGracefully({ server: listener, stopWork: (cut) => first.stop(cut), closeServices: async () => {}, deadlineMs: 10_000, deadline: shutdown.deadline })
    shutdown.reachAll()
    await stopped
    expect(await round).toMatchObject({ delivered: 20, uncertain: 4, released: 16 })
    expect(lines).toContain('lembretes: 4 envios sem resposta na parada, depois de a mensagem inteira sair: contados como enviados, para não lembrar duas vezes')

    // The slow service is quick again; the next instance (on PostgreSQL another connection) takes what was given back.
    for (const { service, id } of sends) if (service === slow) slow.answer(id, 201)
    const restarted = kind === 'postgresql' ? await openAnother() : db()
    const second = createScheduler({ store: reminderStore(restarted), send, now: () => restartedAt })
    expect(await second.tick()).toMatchObject({ delivered: 16, released: 0, retrying: 0 })

    const times = ({ service, id }: { service: FakePushService; id: number }) => service.delivered.filter((message) => message.id === id).length
    const counts = sends.map(times)
    expect({ duplicates: counts.filter((n) => n > 1).length, lost: counts.filter((n) => n === 0).length }).toEqual({ duplicates: 0, lost: 0 })
  })
})
