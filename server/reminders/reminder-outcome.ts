import type { PushOutcome } from './push-sender'
import { nextSendAt, retryAt, type LocalTime } from './reminder-schedule'
import type { ReminderStore, StoredReminder } from './reminder-store'

export interface TickReport {
  delivered: number
  /** Subscriptions the push service said are gone: deleted. */
  gone: number
  /** Subscriptions past their end, or whose push service failed MAX_FAILED_DAYS days in a row: deleted. */
  expired: number
  /** Push services down, busy or silent: tried again later. */
  retrying: number
  /** Messages a push service will not take (a bad request, other keys): tomorrow. */
  refused: number
  /** Due, but not today after all (she did something, a day not chosen, too late). */
  skipped: number
  /** Claimed but not sent: the round's time was up, or the server is stopping; given back for the next round. */
  released: number
  /** Rows that cannot be sent (an unknown time zone…): set aside with their reason, the round going on. */
  setAside: number
  /** Stopped after the whole message had left, before the push service answered: recorded as sent, never sent again. */
  uncertain: number
}

export const emptyReport = (): TickReport => ({ delivered: 0, gone: 0, expired: 0, retrying: 0, refused: 0, skipped: 0, released: 0, setAside: 0, uncertain: 0 })

/** A subscription whose push service fails this many days in a row is deleted: it reminds no one and costs every round. */
export const MAX_FAILED_DAYS = 3

/**
 * Writes what became of one claimed reminder at `time`: sent today (the next one in her time
 * zone), deleted when gone, retried when the push service is down or silent (one failure per
 * send), given up for the day past the window or when refused (and deleted after
 * MAX_FAILED_DAYS such days in a row). `uncertain` (stopped after the message left) is recorded
 * as sent: the push service may have it, and sending it again could remind her twice.
 * `cancelled` is for the caller, who gives the claim back.
 */
export async function recordOutcome(
  store: ReminderStore,
  { reminder, local, outcome, time, report }: { reminder: StoredReminder; local: LocalTime; outcome: Exclude<PushOutcome, { kind: 'cancelled' }>; time: Date; report: TickReport },
): Promise<'retry later' | 'next day' | 'deleted' | 'done'> {
  const { endpoint } = reminder
  const failedDay = async (): Promise<'next day' | 'deleted'> => {
    const failedDays = reminder.failedDays + 1
    if (failedDays >= MAX_FAILED_DAYS) {
      report.expired += 1
      await store.remove(endpoint)
      return 'deleted'
    }
    await store.recordFailedDay(endpoint, failedDays, nextSendAt(reminder, time))
    return 'next day'
  }
  switch (outcome.kind) {
    case 'delivered':
    case 'uncertain':
      report[outcome.kind] += 1
      await store.recordSent(endpoint, local.date, nextSendAt({ ...reminder, lastRemindedOn: local.date }, time))
      return 'done'
    case 'gone':
      report.gone += 1
      await store.remove(endpoint)
      return 'deleted'
    case 'retry': {
      report.retrying += 1
      const failures = reminder.failures + 1
      const retry = retryAt(reminder, time, failures)
      if (!retry) return failedDay()
      await store.recordFailure(endpoint, failures, retry)
      return 'retry later'
    }
    case 'refused':
      report.refused += 1
      return failedDay()
  }
}
