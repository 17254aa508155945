import type { Deadline } from '../deadline'
import { rowId, unsendableReason } from '../db/reminder-row-check'
import type { LogLine } from '../request-log'
import type { PushSender } from './push-sender'
import { reminderMessage } from './reminder-message'
import { emptyReport, recordOutcome, type TickReport } from './reminder-outcome'
import { decide, type LocalTime } from './reminder-schedule'
import type { ReminderStore, StoredReminder } from './reminder-store'

export interface RoundLimits {
  /** Reminders claimed at a time. */
  batchSize: number
  /** Sends starting at once: a send holds its lane until it ends or `laneHoldMs` has passed. */
  concurrency: number
  /** After this a send still waiting for its push service lets go of its lane (it keeps its own deadline), so silent services cannot hold the lanes. */
  laneHoldMs: number
  /** Sends in flight at once, lanes held or not. */
  maxInFlight: number
  /** Sends at once to one push service (its host): a slow one holds these lanes, never the others. */
  perHost: number
  /** Reminders claimed and waiting for a lane, at most. */
  maxQueued: number
  /** After this no send starts; what is left is given back for the next round. */
  roundMs: number
  /** How long a claimed reminder stays out of every instance's sight if this one dies mid-send. */
  leaseMs: number
}

export interface RoundDeps {
  store: ReminderStore
  send: PushSender
  now: () => Date
  log: LogLine
  limits: RoundLimits
  deadline: Deadline
  /** No more claims (the server is stopping); what is claimed is still sent, until `cut`. */
  stopping: AbortSignal
  /** Sends in flight are cancelled (recorded as sent if their message had wholly left) and everything not sent is given back. */
  cut: AbortSignal
}

interface Due {
  reminder: StoredReminder
  local: LocalTime
  host: string
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host
  } catch {
    return ''
  }
}

/**
 * One round of the scheduler: claims what is due now, batch after batch (the earliest due first),
 * and sends it in `concurrency` lanes, at most `perHost` to one push service, taking turns between
 * services; a send its service leaves waiting lets go of its lane after `laneHoldMs`, so however
 * many services never answer, each other service's turn comes within seconds. A
 * push service that lets a send reach its deadline is slow for the rest of the round: its other
 * reminders count that one failure each and are retried later, unsent, so it costs the round one
 * deadline, not one per subscription. The round claims no more after `roundMs` (or once
 * `stopping`), gives back what it claimed and did not start, and ends when its sends have ended
 * (each within its own deadline, or at `cut`, given back too).
 */
export async function sendRound({ store, send, now, log, limits, deadline, stopping, cut }: RoundDeps): Promise<TickReport> {
  const time = now()
  const report = emptyReport()
  // Given back after this round's claims (which take what is due at `time`), so no claim of this round takes it again.
  const releaseAt = () => new Date(Math.max(now().getTime(), time.getTime() + 1))
  const queues = new Map<string, Due[]>()
  const sending = new Map<string, number>()
  const slowHosts = new Set<string>()
  const inFlight = new Set<Promise<void>>()
  let queued = 0
  let lanesHeld = 0
  let moreDue = true
  let timeUp = false

  let wake = () => {}
  const woken = () => new Promise<void>((resolve) => (wake = resolve))
  const budget = deadline(limits.roundMs)
  void budget.reached.then(() => {
    timeUp = true
    wake()
  })
  const onSignal = () => wake()
  stopping.addEventListener('abort', onSignal)
  cut.addEventListener('abort', onSignal)

  const record = (due: Due, outcome: Parameters<typeof recordOutcome>[1]['outcome']) =>
    recordOutcome(store, { reminder: due.reminder, local: due.local, outcome, time, report })

  /** A host found slow: each of its waiting reminders counts that failure, unsent. */
  async function failWaiting(host: string, why: string): Promise<void> {
    const waiting = queues.get(host) ?? []
    queues.delete(host)
    queued -= waiting.length
    for (const due of waiting) await record(due, { kind: 'retry', why })
    log(`lembretes: um serviço de push não respondeu (${why}); os outros ${waiting.length} lembretes dele nesta rodada ficam para mais tarde, sem envio`)
  }

  async function deliver(due: Due): Promise<void> {
    const subscription = { endpoint: due.reminder.endpoint, keys: { p256dh: due.reminder.p256dh, auth: due.reminder.auth } }
    const outcome = await send(subscription, JSON.stringify(reminderMessage(due.local)), cut)
    if (outcome.kind === 'cancelled') {
      report.released += 1
      return store.release([due.reminder.endpoint], releaseAt())
    }
    if (outcome.kind === 'retry' && outcome.timedOut && !slowHosts.has(due.host)) {
      slowHosts.add(due.host)
      await failWaiting(due.host, outcome.why)
    }
    const after = await record(due, outcome)
    if (outcome.kind === 'retry' && !outcome.timedOut) {
      log(`lembretes: serviço de push indisponível (${outcome.why}); ${after === 'retry later' ? 'nova tentativa mais tarde' : 'fica para o próximo dia'}`)
    }
    if (outcome.kind === 'refused') log(`lembretes: o serviço de push recusou a mensagem (${outcome.why}); fica para o próximo dia`)
    if (after === 'deleted' && outcome.kind !== 'gone') log('lembretes: inscrição apagada: o serviço de push falhou dias seguidos')
  }

  function launch(due: Due): void {
    sending.set(due.host, (sending.get(due.host) ?? 0) + 1)
    lanesHeld += 1
    let holding = true
    const letGo = () => {
      if (!holding) return
      holding = false
      lanesHeld -= 1
      wake()
    }
    const hold = deadline(limits.laneHoldMs)
    void hold.reached.then(letGo)
    const task: Promise<void> = deliver(due)
      .catch((error: Error) => {
        // The claim's lease brings it back.
        log(`lembretes: não foi possível registrar um envio: ${error.name}`)
      })
      .finally(() => {
        hold.cancel()
        letGo()
        sending.set(due.host, sending.get(due.host)! - 1)
        inFlight.delete(task)
        wake()
      })
    inFlight.add(task)
  }

  /** The next reminder whose push service has a free lane, services taking turns. */
  function nextStartable(): Due | undefined {
    for (const [host, queue] of queues) {
      if ((sending.get(host) ?? 0) >= limits.perHost) continue
      const due = queue.shift()!
      queues.delete(host)
      if (queue.length > 0) queues.set(host, queue) // to the back of the turn
      queued -= 1
      return due
    }
    return undefined
  }

  /** A row that cannot be sent waits aside with its reason; the rest of the round goes on. */
  async function setAside(reminder: StoredReminder, reason: string): Promise<void> {
    report.setAside += 1
    log(`lembretes: o lembrete ${rowId(reminder.endpoint)} não pode ser enviado (${reason}) e foi posto de lado`)
    await store.setAside(reminder.endpoint, reason)
  }

  /** A claimed reminder, checked first: one that cannot be sent is set aside, and never holds the others. */
  async function admit(reminder: StoredReminder): Promise<void> {
    const reason = unsendableReason(reminder)
    if (reason) return setAside(reminder, reason)
    try {
      await admitChecked(reminder)
    } catch (error) {
      // The check missed it: still this row's trouble, not the round's.
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error
      await setAside(reminder, `${error.name}: ${error.message}`)
    }
  }

  /** Deleted when past its end, rescheduled when not due today after all, else waiting for a lane. */
  async function admitChecked(reminder: StoredReminder): Promise<void> {
    if (reminder.expiresAt !== null && reminder.expiresAt <= time.getTime()) {
      report.expired += 1
      return void (await store.remove(reminder.endpoint))
    }
    const decision = decide(reminder, time)
    if (!decision.send) {
      report.skipped += 1
      return store.reschedule(reminder.endpoint, decision.nextSendAt)
    }
    const due: Due = { reminder, local: decision.local, host: hostOf(reminder.endpoint) }
    if (slowHosts.has(due.host)) return void (await record(due, { kind: 'retry', why: 'its push service was slow this round' }))
    const queue = queues.get(due.host)
    if (queue) queue.push(due)
    else queues.set(due.host, [due])
    queued += 1
  }

  try {
    for (;;) {
      if (timeUp || cut.aborted) break
      while (lanesHeld < limits.concurrency && inFlight.size < limits.maxInFlight) {
        const due = nextStartable()
        if (!due) break
        launch(due)
      }
      // Claimed while the lanes are busy too: what is due waits in its host's turn, not behind the table's order.
      if (!stopping.aborted && moreDue && queued < limits.maxQueued) {
        const claimed = await store.claimDue(time, limits.batchSize, new Date(time.getTime() + limits.leaseMs))
        moreDue = claimed.length === limits.batchSize
        for (const reminder of claimed) await admit(reminder)
        continue
      }
      if (inFlight.size === 0) break
      await woken()
    }
  } catch (error) {
    log(`lembretes: banco de dados indisponível: ${(error as Error).name}`)
  }
  budget.cancel()
  stopping.removeEventListener('abort', onSignal)
  cut.removeEventListener('abort', onSignal)
  const left = [...queues.values()].flat()
  queues.clear()
  if (left.length > 0) {
    report.released += left.length
    await store.release(
      left.map((due) => due.reminder.endpoint),
      releaseAt(),
    ).catch((error: Error) => log(`lembretes: não foi possível devolver lembretes não enviados (${error.name}); voltam quando a reserva vencer`))
  }
  await Promise.all(inFlight)
  return report
}
