import { systemDeadline, type Deadline } from '../deadline'
import type { LogLine } from '../request-log'
import type { PushSender } from './push-sender'
import { emptyReport, type TickReport } from './reminder-outcome'
import type { ReminderStore } from './reminder-store'
import { sendRound, type RoundLimits } from './send-round'

export type { TickReport } from './reminder-outcome'

/** Repeats `run` every `ms` until the returned function is called. Tests tick by hand instead. */
export type Every = (ms: number, run: () => void) => () => void

export interface SchedulerDeps extends Partial<RoundLimits> {
  store: ReminderStore
  send: PushSender
  now?: () => Date
  every?: Every
  log?: LogLine
  intervalMs?: number
  /** The round's time budget (roundMs); tests pass one they reach by hand. */
  deadline?: Deadline
}

export interface Scheduler {
  /** One round: sends what is due now (send-round.ts). Never rejects: a failure is logged. */
  tick(): Promise<TickReport>
  /** A round now, then one every interval; a round still running is not doubled. */
  start(): void
  /**
   * No more rounds; the one running (if any) claims no more and sends what it holds. When `cut`
   * resolves (the shutdown's deadline), its sends in flight are cancelled: one whose message had
   * wholly left is recorded as sent (the push service may have it), and what it has not sent is
   * given back, for another instance or the next start, to be sent once. Resolves when the round has ended.
   */
  stop(cut?: Promise<void>): Promise<void>
}

const systemEvery: Every = (ms, run) => {
  const timer = setInterval(run, ms)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Every instance runs one. A due reminder is claimed by exactly one instance (the store's
 * `FOR UPDATE SKIP LOCKED`), sent, and recorded; a round is bounded in time, and one slow or
 * failing push service holds its own lanes, never the others (send-round.ts).
 */
export function createScheduler({
  store,
  send,
  now = () => new Date(),
  every = systemEvery,
  log = () => {},
  intervalMs = 30_000,
  deadline = systemDeadline,
  batchSize = 50,
  concurrency = 8,
  laneHoldMs = 2000,
  maxInFlight = 256,
  perHost = 4,
  maxQueued = 1000,
  roundMs = 20_000,
  leaseMs = 5 * 60_000,
}: SchedulerDeps): Scheduler {
  const limits: RoundLimits = { batchSize, concurrency, laneHoldMs, maxInFlight, perHost, maxQueued, roundMs, leaseMs }
  const rounds = new Map<{ stopping: AbortController; cut: AbortController }, Promise<TickReport>>()
  let stopped = false

  async function round(controls: { stopping: AbortController; cut: AbortController }): Promise<TickReport> {
    const report = await sendRound({ store, send, now, log, limits, deadline, stopping: controls.stopping.signal, cut: controls.cut.signal })
    const { delivered, gone, expired, retrying, refused, skipped, released, setAside, uncertain } = report
    if (delivered + gone + expired + retrying + refused + released + setAside > 0) {
      log(
        `lembretes: ${delivered} enviados, ${gone} inscrições expiradas, ${expired} apagadas por falhas ou fim, ${retrying} a tentar de novo, ` +
          `${refused} recusados, ${skipped} adiados, ${released} devolvidos para a próxima rodada, ${setAside} postos de lado`,
      )
    }
    if (uncertain > 0) {
      log(`lembretes: ${uncertain} envios sem resposta na parada, depois de a mensagem inteira sair: contados como enviados, para não lembrar duas vezes`)
    }
    return report
  }

  function tick(): Promise<TickReport> {
    if (stopped) return Promise.resolve(emptyReport())
    const controls = { stopping: new AbortController(), cut: new AbortController() }
    const done = round(controls).finally(() => rounds.delete(controls))
    rounds.set(controls, done)
    return done
  }

  let running: Promise<unknown> | undefined
  let cancel: (() => void) | undefined
  const runOnce = () => {
    running ??= tick().finally(() => (running = undefined))
  }

  return {
    tick,
    start() {
      if (cancel || stopped) return
      cancel = every(intervalMs, runOnce)
      runOnce()
    },
    async stop(cut) {
      stopped = true
      cancel?.()
      cancel = undefined
      for (const controls of rounds.keys()) {
        controls.stopping.abort()
        void cut?.then(() => controls.cut.abort())
      }
      await Promise.all(rounds.values())
    },
  }
}
