import type { LogLine } from '../request-log'
import type { PushSender } from './push-sender'
import { reminderMessage } from './reminder-message'
import { decide, nextSendAt, retryAt, type LocalTime } from './reminder-schedule'
import type { ReminderStore, StoredReminder } from './reminder-store'

export interface TickReport {
  delivered: number
  /** Subscriptions the push service said are gone: deleted. */
  gone: number
  /** Push services down or busy: tried again later. */
  retrying: number
  /** Messages a push service will not take (a bad request, other keys): tomorrow. */
  refused: number
  /** Due, but not today after all (she did something, a day not chosen, too late). */
  skipped: number
}

/** Repeats `run` every `ms` until the returned function is called. Tests tick by hand instead. */
export type Every = (ms: number, run: () => void) => () => void

export interface SchedulerDeps {
  store: ReminderStore
  send: PushSender
  now?: () => Date
  every?: Every
  log?: LogLine
  intervalMs?: number
  /** Reminders claimed at a time, and sent at most `concurrency` at once. */
  batchSize?: number
  concurrency?: number
  /** How long a claimed reminder stays out of every instance's sight if this one stops mid-send. */
  leaseMs?: number
}

export interface Scheduler {
  /** Sends every reminder due now, batch after batch. Never rejects: a failure is logged. */
  tick(): Promise<TickReport>
  /** A tick now, then one every interval; a tick still running is not doubled. */
  start(): void
  /** No more ticks; resolves when the one running (if any) has finished. */
  stop(): Promise<void>
}

const systemEvery: Every = (ms, run) => {
  const timer = setInterval(run, ms)
  timer.unref()
  return () => clearInterval(timer)
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

/**
 * Every instance runs one. A due reminder is claimed by exactly one instance (the store's
 * `FOR UPDATE SKIP LOCKED`), sent, and recorded: sent today, deleted when gone, retried when the
 * push service is down. One slow or failing push service holds one lane, never the others.
 */
export function createScheduler({
  store,
  send,
  now = () => new Date(),
  every = systemEvery,
  log = () => {},
  intervalMs = 30_000,
  batchSize = 50,
  concurrency = 8,
  leaseMs = 5 * 60_000,
}: SchedulerDeps): Scheduler {
  async function handle(reminder: StoredReminder, time: Date, report: TickReport): Promise<void> {
    const decision = decide(reminder, time)
    if (!decision.send) {
      report.skipped += 1
      return store.reschedule(reminder.endpoint, decision.nextSendAt)
    }
    const local: LocalTime = decision.local
    const subscription = { endpoint: reminder.endpoint, keys: { p256dh: reminder.p256dh, auth: reminder.auth } }
    const outcome = await send(subscription, JSON.stringify(reminderMessage(local)))
    switch (outcome.kind) {
      case 'delivered':
        report.delivered += 1
        return store.recordSent(reminder.endpoint, local.date, nextSendAt({ ...reminder, lastRemindedOn: local.date }, time))
      case 'gone':
        report.gone += 1
        await store.remove(reminder.endpoint)
        return
      case 'retry': {
        report.retrying += 1
        const failures = reminder.failures + 1
        const retry = retryAt(reminder, time, failures)
        log(`lembretes: serviço de push indisponível (${outcome.why}); ${retry ? 'nova tentativa mais tarde' : 'fica para o próximo dia'}`)
        return retry ? store.recordFailure(reminder.endpoint, failures, retry) : store.reschedule(reminder.endpoint, nextSendAt(reminder, time))
      }
      case 'refused':
        report.refused += 1
        log(`lembretes: o serviço de push recusou a mensagem (${outcome.why}); fica para o próximo dia`)
        return store.reschedule(reminder.endpoint, nextSendAt(reminder, time))
    }
  }

  async function tick(): Promise<TickReport> {
    const report: TickReport = { delivered: 0, gone: 0, retrying: 0, refused: 0, skipped: 0 }
    try {
      // Every row handled moves its next_send_at past `time`, so the batches run out.
      for (;;) {
        const time = now()
        const claimed = await store.claimDue(time, batchSize, new Date(time.getTime() + leaseMs))
        await eachLimited(claimed, concurrency, (reminder) =>
          handle(reminder, time, report).catch((error: Error) => {
            // The claim's lease brings it back.
            log(`lembretes: não foi possível registrar um envio: ${error.name}`)
          }),
        )
        if (claimed.length < batchSize) break
      }
    } catch (error) {
      log(`lembretes: banco de dados indisponível: ${(error as Error).name}`)
    }
    const { delivered, gone, retrying, refused, skipped } = report
    if (delivered + gone + retrying + refused > 0) {
      log(`lembretes: ${delivered} enviados, ${gone} inscrições expiradas, ${retrying} a tentar de novo, ${refused} recusados, ${skipped} adiados`)
    }
    return report
  }

  let running: Promise<unknown> | undefined
  let cancel: (() => void) | undefined
  const runOnce = () => {
    running ??= tick().finally(() => (running = undefined))
  }

  return {
    tick,
    start() {
      if (cancel) return
      cancel = every(intervalMs, runOnce)
      runOnce()
    },
    async stop() {
      cancel?.()
      cancel = undefined
      await running
    },
  }
}
