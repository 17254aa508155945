import webpush from 'web-push'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseReminderPush, type ReminderRequest } from '../../src/contract/reminders-api'
import { describeOnEachDatabase } from '../db/testing/each-database'
import type { PushEndpointPolicy } from './push-endpoint-policy'
import type { Deadline } from '../deadline'
import { webPushSender } from './push-sender'
import { reminderStore, type ReminderStore } from './reminder-store'
import { createScheduler, type Every } from './scheduler'
import { startFakePushService, type FakePushService } from './testing/fake-push-service'

const keys = webpush.generateVAPIDKeys()
// A generous deadline: these tests count deliveries, and a loaded machine must not turn one into a retry.
const loopback: PushEndpointPolicy = { allowLoopback: true, services: [], resolve: () => Promise.reject(new Error('no DNS in these tests')) }
const send = webPushSender({ keys, subject: 'mailto:lembretes@momento-mae.example', policy: loopback, timeoutMs: 60_000 })
let push: FakePushService
/** Another push service, on another port: one that the tests make slow or silent. */
let slow: FakePushService
beforeAll(async () => {
  push = await startFakePushService({ serverKey: keys.publicKey })
  slow = await startFakePushService({ serverKey: keys.publicKey })
})
afterAll(async () => {
  slow.answerHeld(503)
  await Promise.all([push.close(), slow.close()])
})

/** A deadline the test reaches by hand (a round's time budget). */
function handDeadline() {
  const reach: (() => void)[] = []
  const deadline: Deadline = () => ({ reached: new Promise<void>((resolve) => reach.push(resolve)), cancel: () => {} })
  return { deadline, reachAll: () => reach.splice(0).forEach((resolve) => resolve()) }
}

// Saturday 10 May 2025 in São Paulo (UTC−3); her reminder at 20:30 is 23:30 UTC.
const at = (iso: string) => new Date(iso)
const MINUTE = 60_000

describeOnEachDatabase('the scheduler', ({ kind, db, openAnother }) => {
  let clock = at('2025-05-10T15:00:00Z')
  const now = () => clock
  let store: ReminderStore
  const lines: string[] = []
  const scheduler = (options: Partial<Parameters<typeof createScheduler>[0]> = {}) =>
    createScheduler({ store, send, now, log: (line) => lines.push(line), ...options })

  beforeEach(async () => {
    clock = at('2025-05-10T15:00:00Z')
    store = reminderStore(db())
    lines.length = 0
    push.delivered.length = 0
    await db().kysely.deleteFrom('reminders').execute()
  })

  const subscribe = async (overrides: Partial<ReminderRequest> = {}, service: FakePushService = push) => {
    const browser = service.subscribe()
    const { id, ...inscricao } = browser
    await store.save(
      { inscricao, horario: '20:30', dias: [0, 1, 2, 3, 4, 5, 6], fusoHorario: 'America/Sao_Paulo', soSeNadaHoje: true, ...overrides },
      clock,
    )
    return { id, endpoint: inscricao.endpoint }
  }
  const deliveredTo = (id: number) => push.delivered.filter((message) => message.id === id)
  const rows = () => db().kysely.selectFrom('reminders').select(['endpoint', 'failures', 'last_reminded_on', 'next_send_at']).execute()
  /** Reminders still held by a round that claimed them at `roundTime` (the lease: five minutes). */
  const leased = async (roundTime: Date) => {
    const leaseEnd = new Date(roundTime.getTime() + 5 * 60_000).toISOString()
    return (await rows()).filter((row) => row.next_send_at === leaseEnd).length
  }

  it('sends a reminder at her time, once, with the pt-BR message her browser decrypts', async () => {
    const her = await subscribe()
    const ticks = scheduler()
    clock = at('2025-05-10T23:29:59Z')
    expect((await ticks.tick()).delivered).toBe(0)
    clock = at('2025-05-10T23:30:00Z')
    expect(await ticks.tick()).toEqual({ delivered: 1, gone: 0, expired: 0, retrying: 0, refused: 0, skipped: 0, released: 0, setAside: 0, uncertain: 0 })
    const [message] = deliveredTo(her.id)
    expect(parseReminderPush(JSON.parse(message!.text))).toMatchObject({ titulo: 'Que tal agora: Noite Tranquila?', url: '/dashboard' })
    expect(JSON.parse(message!.text).corpo).toMatch(/ São 20 minutos só seus\.$/)
    clock = at('2025-05-10T23:45:00Z')
    expect((await ticks.tick()).delivered).toBe(0)
    clock = at('2025-05-11T23:30:10Z')
    expect((await ticks.tick()).delivered).toBe(1)
    expect(deliveredTo(her.id)).toHaveLength(2)
    expect(await rows()).toMatchObject([{ last_reminded_on: '2025-05-11' }])
  })

  it('one row that cannot be sent (a time zone this Node does not know) holds none of the 30 due with it: set aside with its reason, logged once by its id', async () => {
    const others = await Promise.all(Array.from({ length: 30 }, () => subscribe()))
    const bad = await subscribe()
    await db().kysely.updateTable('reminders').set({ time_zone: 'Marte/Olimpo' }).where('endpoint', '=', bad.endpoint).execute()
    const ticks = scheduler()
    clock = at('2025-05-10T23:30:00Z')
    expect(await ticks.tick()).toMatchObject({ delivered: 30, setAside: 1 })
    expect(others.every(({ id }) => deliveredTo(id).length === 1)).toBe(true)
    const aside = lines.filter((line) => line.includes('posto de lado'))
    expect(aside).toEqual([expect.stringMatching(/^lembretes: o lembrete [0-9a-f]{12} não pode ser enviado \(fuso horário desconhecido\) e foi posto de lado$/)])
    expect(aside.join('\n')).not.toContain(bad.endpoint)
    const row = await db().kysely.selectFrom('reminders').select(['set_aside']).where('endpoint', '=', bad.endpoint).executeTakeFirstOrThrow()
    expect(row.set_aside).toBe('fuso horário desconhecido')
    clock = at('2025-05-11T23:30:00Z')
    expect(await ticks.tick()).toMatchObject({ delivered: 30, setAside: 0 })
    expect(lines.filter((line) => line.includes('posto de lado'))).toHaveLength(1)
  })

  it('keeps to her days, and gives up a day the server was down past the window', async () => {
    const weekdays = await subscribe({ dias: [1, 2, 3, 4, 5] })
    const ticks = scheduler()
    clock = at('2025-05-11T23:30:00Z') // Sunday
    expect((await ticks.tick()).delivered).toBe(0)
    clock = at('2025-05-13T01:00:00Z') // Monday 22:00, 90 minutes late
    expect(await ticks.tick()).toMatchObject({ delivered: 0, skipped: 1 })
    clock = at('2025-05-13T23:31:00Z') // Tuesday 20:31
    expect((await ticks.tick()).delivered).toBe(1)
    expect(deliveredTo(weekdays.id)).toHaveLength(1)
  })

  it("skips the day she did something when she chose 'só se ainda não fez nada hoje', and only then", async () => {
    const idle = await subscribe()
    const always = await subscribe({ soSeNadaHoje: false })
    clock = at('2025-05-10T18:00:00Z')
    expect(await store.markDone(idle.endpoint, '2025-05-10', clock)).toBe('recorded')
    expect(await store.markDone(always.endpoint, '2025-05-10', clock)).toBe('recorded')
    const ticks = scheduler()
    clock = at('2025-05-10T23:30:00Z')
    expect((await ticks.tick()).delivered).toBe(1)
    expect([deliveredTo(idle.id).length, deliveredTo(always.id).length]).toEqual([0, 1])
    clock = at('2025-05-11T23:30:00Z')
    await ticks.tick()
    expect([deliveredTo(idle.id).length, deliveredTo(always.id).length]).toEqual([1, 2])
  })

  it('deletes a subscription the push service says is gone (404, 410)', async () => {
    const expired = await subscribe()
    const revoked = await subscribe()
    const kept = await subscribe()
    push.answer(expired.id, 404)
    push.answer(revoked.id, 410)
    clock = at('2025-05-10T23:30:00Z')
    expect(await scheduler().tick()).toMatchObject({ delivered: 1, gone: 2 })
    expect((await rows()).map((row) => row.endpoint)).toEqual([kept.endpoint])
  })

  it('retries a push service that is down, later, without holding the others back', async () => {
    const down = await subscribe()
    const hangsUp = await subscribe()
    const fine = await Promise.all([subscribe(), subscribe(), subscribe()])
    push.answer(down.id, 503)
    push.answer(hangsUp.id, 'hang-up')
    const ticks = scheduler({ concurrency: 2 })
    clock = at('2025-05-10T23:30:00Z')
    expect(await ticks.tick()).toMatchObject({ delivered: 3, retrying: 2 })
    expect(fine.every(({ id }) => deliveredTo(id).length === 1)).toBe(true)
    expect(lines).toContain('lembretes: serviço de push indisponível (HTTP 503); nova tentativa mais tarde')
    expect((await rows()).filter((row) => row.failures === 1)).toHaveLength(2)

    push.answer(down.id, 201)
    push.answer(hangsUp.id, 201)
    clock = new Date(clock.getTime() + 30_000)
    expect((await ticks.tick()).delivered).toBe(0) // the first retry is a minute later
    clock = at('2025-05-10T23:31:00Z')
    expect((await ticks.tick()).delivered).toBe(2)
    expect([deliveredTo(down.id).length, deliveredTo(hangsUp.id).length]).toEqual([1, 1])
    expect((await rows()).every((row) => row.failures === 0)).toBe(true)
  })

  it('gives the day up when the push service stays down past the window, and tries again the next day', async () => {
    const down = await subscribe()
    push.answer(down.id, 503)
    const ticks = scheduler()
    for (let minute = 0; minute <= 70; minute += 1) {
      clock = new Date(at('2025-05-10T23:30:00Z').getTime() + minute * MINUTE)
      await ticks.tick()
    }
    expect(lines.filter((line) => line.includes('nova tentativa'))).toHaveLength(6) // after 1, 2, 4, 8, 15, 15 minutes
    expect(lines).toContain('lembretes: serviço de push indisponível (HTTP 503); fica para o próximo dia')
    push.answer(down.id, 201)
    clock = at('2025-05-11T23:30:00Z')
    expect((await ticks.tick()).delivered).toBe(1)
  })

  it('leaves for tomorrow a message the push service refuses (403: other keys)', async () => {
    const her = await subscribe()
    push.answer(her.id, 403)
    clock = at('2025-05-10T23:30:00Z')
    expect(await scheduler().tick()).toMatchObject({ refused: 1 })
    expect(await rows()).toMatchObject([{ next_send_at: '2025-05-11T23:30:00.000Z' }])
  })

  it('ticks on its timer from start, and stop waits for the tick in flight', async () => {
    await subscribe()
    const timers: (() => void)[] = []
    let cancelled = 0
    const every: Every = (_ms, run) => {
      timers.push(run)
      return () => (cancelled += 1)
    }
    clock = at('2025-05-10T23:30:00Z')
    const ticking = scheduler({ every })
    ticking.start()
    await ticking.stop()
    expect(push.delivered).toHaveLength(1)
    expect(cancelled).toBe(1)
    expect(timers).toHaveLength(1)
  })

  it('sends 200 due reminders exactly once, even with ticks racing', async () => {
    const subscribed = await Promise.all(Array.from({ length: 200 }, () => subscribe({ horario: '12:30' })))
    clock = at('2025-05-10T15:30:00Z')
    const instances = [scheduler({ batchSize: 10 })]
    if (kind === 'postgresql') {
      // A second instance: its own pool of connections to the same database.
      const other = reminderStore(await openAnother())
      instances.push(createScheduler({ store: other, send, now, batchSize: 10, log: (line) => lines.push(`2: ${line}`) }))
    }
    const reports = await Promise.all([...instances, ...instances].map((instance) => instance.tick()))
    const counts = new Map<number, number>()
    for (const message of push.delivered) counts.set(message.id, (counts.get(message.id) ?? 0) + 1)
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(200)
    expect(subscribed.every(({ id }) => counts.get(id) === 1)).toBe(true)
    expect(push.delivered.every((message) => JSON.parse(message.text).titulo === 'Que tal agora: Pausa da Tarde?')).toBe(true)
    // Both instances took part: instance i ran reports i and i + instances.length.
    const byInstance = instances.map((_, i) => reports[i]!.delivered + reports[i + instances.length]!.delivered)
    expect(byInstance.every((delivered) => delivered > 0)).toBe(true)
    expect(push.refused).toEqual([])
  }, 90_000)

  describe('push services that are slow or never answer', () => {
    const quickSend = webPushSender({ keys, subject: 'mailto:lembretes@momento-mae.example', policy: loopback, timeoutMs: 500 })
    const attemptsOn = (ids: number[]) => ids.reduce((sum, id) => sum + slow.attemptsFor(id), 0)

    beforeEach(() => {
      slow.answerHeld(503)
      slow.delivered.length = 0
    })

    it('200 subscriptions on a push service that never answers do not delay another one’s reminder past the first round', async () => {
      const silent = await Promise.all(Array.from({ length: 200 }, () => subscribe({}, slow)))
      for (const { id } of silent) slow.answer(id, 'silent')
      const her = await subscribe() // last in, on another push service
      clock = at('2025-05-10T23:30:00Z')
      const report = await scheduler({ send: quickSend }).tick()
      expect(deliveredTo(her.id)).toHaveLength(1)
      // One deadline for the whole silent service, not one per subscription: a few attempts on it
      // (counted, not timed, so that a busy machine cannot fail it), and each of its reminders counts one failure.
      expect(attemptsOn(silent.map(({ id }) => id))).toBe(4)
      expect(report).toMatchObject({ delivered: 1, retrying: 200, released: 0 })
      expect((await rows()).filter((row) => row.failures === 1)).toHaveLength(200)
      expect(lines).toContainEqual(expect.stringMatching(/^lembretes: um serviço de push não respondeu \(no answer in 500 ms\); os outros \d+ lembretes dele nesta rodada ficam para mais tarde, sem envio$/))
    })

    it('push services that never answer, more of them than lanes, cannot keep another one’s reminders past their minute', async () => {
      // The review's numbers: 200 silent subscriptions on 50 hosts, 20 of hers on another.
      const services = await Promise.all(Array.from({ length: 50 }, () => startFakePushService({ serverKey: keys.publicKey })))
      try {
        for (const service of services) {
          for (let each = 0; each < 4; each += 1) service.answer((await subscribe({}, service)).id, 'silent')
        }
        const hers = await Promise.all(Array.from({ length: 20 }, () => subscribe())) // last in, on another push service
        const ticks = scheduler({ send, concurrency: 2, laneHoldMs: 0 })
        clock = at('2025-05-10T23:30:00Z')
        ticks.start()
        // Within her minute: a bound on the event (she is reminded), far above what a quiet machine needs.
        await expect.poll(() => hers.every(({ id }) => deliveredTo(id).length === 1), { timeout: 60_000 }).toBe(true)
        let cut = () => {}
        const stopped = ticks.stop(new Promise<void>((resolve) => (cut = resolve)))
        cut()
        await stopped
      } finally {
        for (const service of services) service.answerHeld(503)
        await Promise.all(services.map((service) => service.close()))
      }
    }, 90_000)

    it('bounds a round in time: what it has not started is given back and taken by the next round, once', async () => {
      const held = await Promise.all(Array.from({ length: 10 }, () => subscribe({}, slow)))
      for (const { id } of held) slow.answer(id, 'silent')
      const { deadline, reachAll } = handDeadline()
      const ticks = scheduler({ send, deadline, perHost: 2 })
      clock = at('2025-05-10T23:30:00Z')
      const round = ticks.tick()
      await expect.poll(() => slow.holding()).toBe(2)
      reachAll() // the round's time is up: no new send starts
      for (const { id } of held) slow.answer(id, 201)
      slow.answerHeld(201)
      expect(await round).toMatchObject({ delivered: 2, released: 8 })
      expect(await leased(clock)).toBe(0)
      clock = at('2025-05-10T23:30:30Z')
      const next = ticks.tick()
      await expect.poll(() => slow.delivered.length).toBe(10)
      reachAll()
      expect(await next).toMatchObject({ delivered: 8, released: 0 })
      expect(held.every(({ id }) => slow.delivered.filter((message) => message.id === id).length === 1)).toBe(true)
    })

    it('stops claiming when stopped, records as sent what had left at the cut, gives back the rest, and another instance sends that once', async () => {
      const silent = await Promise.all(Array.from({ length: 30 }, () => subscribe({}, slow)))
      const fine = await Promise.all(Array.from({ length: 5 }, () => subscribe()))
      for (const { id } of silent) slow.answer(id, 'silent')
      const first = scheduler({ send })
      clock = at('2025-05-10T23:30:00Z')
      first.start()
      await expect.poll(() => slow.holding()).toBe(4)
      // Recorded, not only arrived: a send cut between the two would be given back and sent again (the cut's rare duplicate).
      const recorded = async () => (await rows()).filter((row) => row.last_reminded_on !== null)
      await expect.poll(async () => (await recorded()).length).toBe(5)
      let cut = () => {}
      const stopped = first.stop(new Promise<void>((resolve) => (cut = resolve)))
      cut()
      await stopped
      expect(await leased(clock)).toBe(0)
      await expect.poll(() => slow.holding()).toBe(0) // the sends were cancelled, not left open
      // The 4 the service had whole may reach her: never sent again. The 26 it never got are given back.
      expect(lines.at(-2)).toMatch(/ 26 devolvidos para a próxima rodada, 0 postos de lado$/)
      expect(lines.at(-1)).toMatch(/^lembretes: 4 envios sem resposta na parada/)

      for (const { id } of silent) slow.answer(id, 201)
      clock = at('2025-05-10T23:30:05Z')
      const second = kind === 'postgresql' ? reminderStore(await openAnother()) : store
      expect(await createScheduler({ store: second, send, now }).tick()).toMatchObject({ delivered: 26 })
      expect(silent.every(({ id }) => slow.attemptsFor(id) === 1)).toBe(true)
      expect(fine.every(({ id }) => deliveredTo(id).length === 1)).toBe(true)
    })
  })

  it('deletes a subscription past the end her browser gave it, unsent', async () => {
    const browser = push.subscribe()
    const { id, ...inscricao } = browser
    const request = { horario: '20:30', dias: [0, 1, 2, 3, 4, 5, 6], fusoHorario: 'America/Sao_Paulo', soSeNadaHoje: true }
    await store.save({ ...request, inscricao: { ...inscricao, expirationTime: at('2025-05-10T23:00:00Z').getTime() } }, clock)
    const lasting = await subscribe()
    clock = at('2025-05-10T23:30:00Z')
    expect(await scheduler().tick()).toMatchObject({ delivered: 1, expired: 1 })
    expect(deliveredTo(id)).toEqual([])
    expect((await rows()).map((row) => row.endpoint)).toEqual([lasting.endpoint])
  })

  it('deletes a subscription whose push service failed three days in a row; a delivery starts the count again', async () => {
    const refusing = await subscribe()
    const down = await subscribe()
    push.answer(refusing.id, 403)
    push.answer(down.id, 503)
    const ticks = scheduler()
    const day = (date: string) => {
      const start = at(`${date}T23:30:00Z`).getTime()
      return async () => {
        for (let minute = 0; minute <= 70; minute += 1) {
          clock = new Date(start + minute * MINUTE)
          await ticks.tick()
        }
      }
    }
    await day('2025-05-10')()
    push.answer(down.id, 201)
    await day('2025-05-11')()
    push.answer(down.id, 503)
    await day('2025-05-12')()
    expect((await rows()).map((row) => row.endpoint).sort()).toEqual([down.endpoint]) // 403 on days 10, 11, 12: deleted
    await day('2025-05-13')()
    expect((await rows()).map((row) => row.endpoint)).toEqual([down.endpoint]) // down on 10, sent on 11, down on 12 and 13
    await day('2025-05-14')()
    expect(await rows()).toEqual([])
    expect(lines.filter((line) => line === 'lembretes: inscrição apagada: o serviço de push falhou dias seguidos')).toHaveLength(2)
  })
})
