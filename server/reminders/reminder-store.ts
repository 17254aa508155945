import type { Selectable, Transaction } from 'kysely'
import type { ReminderRequest } from '../../src/contract/reminders-api'
import type { Database } from '../db/database'
import { SET_ASIDE_UNTIL } from '../db/reminder-row-check'
import { lockingRows } from '../db/row-locks'
import type { RemindersTable, Tables } from '../db/tables'
import { addDays, daysToMask, localTime, nextSendAt, timeToMinute, type Schedule } from './reminder-schedule'

export interface StoredReminder extends Schedule {
  endpoint: string
  p256dh: string
  auth: string
  /** Sends that failed in a row today. */
  failures: number
  /** Days in a row her push service failed (its sends given up, or refused). */
  failedDays: number
  /** When her browser said the subscription ends (epoch ms), if it did. */
  expiresAt: number | null
}

const columns = [
  'endpoint',
  'p256dh',
  'auth',
  'minute_of_day',
  'days',
  'time_zone',
  'only_if_idle',
  'last_reminded_on',
  'last_done_on',
  'failures',
  'failed_days',
  'expires_at',
] as const

const fromRow = (row: Pick<Selectable<RemindersTable>, (typeof columns)[number]>): StoredReminder => ({
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  minuteOfDay: Number(row.minute_of_day),
  days: Number(row.days),
  timeZone: row.time_zone,
  onlyIfIdle: Boolean(row.only_if_idle),
  lastRemindedOn: row.last_reminded_on,
  lastDoneOn: row.last_done_on,
  failures: Number(row.failures),
  failedDays: Number(row.failed_days),
  expiresAt: row.expires_at === null ? null : Number(row.expires_at),
})

const RELEASED_AT_ONCE = 1000

export type DoneOutcome = 'recorded' | 'unknown' | 'not-her-today'

export interface ReminderStore {
  /** Creates or replaces the reminder of a subscription; `created` when it is new. */
  save(request: ReminderRequest, now: Date): Promise<{ created: boolean }>
  /** Deletes it; whether there was one. */
  remove(endpoint: string): Promise<boolean>
  /** She did something on `date` (her local date: today, or the day on either side for a clock a little off). */
  markDone(endpoint: string, date: string, now: Date): Promise<DoneOutcome>
  /**
   * Takes up to `limit` reminders whose time has come, for this instance alone: each is
   * put out of everyone's sight until `leaseUntil`, when it comes back if nothing was recorded.
   */
  claimDue(now: Date, limit: number, leaseUntil: Date): Promise<StoredReminder[]>
  recordSent(endpoint: string, localDate: string, next: Date): Promise<void>
  recordFailure(endpoint: string, failures: number, retry: Date): Promise<void>
  /** Today is given up after its push service failed: `failedDays` in a row now, and the next reminder. */
  recordFailedDay(endpoint: string, failedDays: number, next: Date): Promise<void>
  reschedule(endpoint: string, next: Date): Promise<void>
  /** A row that cannot be sent waits aside with its reason, never claimed again (reminder-row-check.ts). */
  setAside(endpoint: string, reason: string): Promise<void>
  /** Gives claimed reminders back, untouched, to be taken from `at` by any instance. */
  release(endpoints: readonly string[], at: Date): Promise<void>
  /** Whether a subscription is kept. */
  has(endpoint: string): Promise<boolean>
  /** How many subscriptions are kept. */
  count(): Promise<number>
}

export function reminderStore(db: Database): ReminderStore {
  const find = async (tx: Transaction<Tables>, endpoint: string): Promise<StoredReminder | undefined> => {
    const row = await tx.selectFrom('reminders').select(columns).where('endpoint', '=', endpoint).$call(lockingRows(db.kind)).executeTakeFirst()
    return row && fromRow(row)
  }

  return {
    save: (request, now) =>
      db.kysely.transaction().execute(async (tx) => {
        const { endpoint, keys } = request.inscricao
        const existing = await find(tx, endpoint)
        const schedule: Schedule = {
          minuteOfDay: timeToMinute(request.horario),
          days: daysToMask(request.dias),
          timeZone: request.fusoHorario,
          onlyIfIdle: request.soSeNadaHoje,
          // A change of time after today's reminder does not remind her twice.
          lastRemindedOn: existing?.lastRemindedOn ?? null,
          lastDoneOn: existing?.lastDoneOn ?? null,
        }
        const values = {
          p256dh: keys.p256dh,
          auth: keys.auth,
          minute_of_day: schedule.minuteOfDay,
          days: schedule.days,
          time_zone: schedule.timeZone,
          only_if_idle: schedule.onlyIfIdle,
          next_send_at: nextSendAt(schedule, now).toISOString(),
          expires_at: request.inscricao.expirationTime ?? null,
          // Saved again, it is checked again at its next claim.
          set_aside: null,
        }
        // Inserted, or else replaced: a subscription saved twice at once is created once.
        const inserted = await tx
          .insertInto('reminders')
          .values({ endpoint, ...values })
          .onConflict((conflict) => conflict.column('endpoint').doNothing())
          .returning('endpoint')
          .executeTakeFirst()
        if (!inserted) await tx.updateTable('reminders').set({ ...values, failures: 0, failed_days: 0 }).where('endpoint', '=', endpoint).execute()
        return { created: inserted !== undefined }
      }),

    async remove(endpoint) {
      const { numDeletedRows } = await db.kysely.deleteFrom('reminders').where('endpoint', '=', endpoint).executeTakeFirst()
      return numDeletedRows > 0n
    },

    markDone: (endpoint, date, now) =>
      db.kysely.transaction().execute(async (tx) => {
        const reminder = await find(tx, endpoint)
        if (!reminder) return 'unknown'
        const today = localTime(now, reminder.timeZone).date
        if (date !== today && date !== addDays(today, -1) && date !== addDays(today, 1)) return 'not-her-today'
        const lastDoneOn = reminder.lastDoneOn && reminder.lastDoneOn > date ? reminder.lastDoneOn : date
        // Only a reminder that waits for an idle day moves; another keeps its time, or its retry.
        const moved = reminder.onlyIfIdle ? { next_send_at: nextSendAt({ ...reminder, lastDoneOn }, now).toISOString(), failures: 0 } : {}
        await tx.updateTable('reminders').set({ last_done_on: lastDoneOn, ...moved }).where('endpoint', '=', endpoint).execute()
        return 'recorded'
      }),

    async claimDue(now, limit, leaseUntil) {
      // One statement: on PostgreSQL, rows another instance holds are skipped, not waited for,
      // and once this commits their next_send_at is in the future, so no one else takes them.
      const rows = await db.kysely
        .with('due', (query) =>
          query
            .selectFrom('reminders')
            .select('endpoint as claimed')
            .where('next_send_at', '<=', now.toISOString())
            // The earliest due first (send-round.ts then gives each push service its turn).
            .orderBy('next_send_at')
            .limit(limit)
            .$call(lockingRows(db.kind, { skipLocked: true })),
        )
        .updateTable('reminders')
        .set({ next_send_at: leaseUntil.toISOString() })
        .from('due')
        .whereRef('reminders.endpoint', '=', 'due.claimed')
        .returning(columns)
        .execute()
      return rows.map(fromRow)
    },

    async recordSent(endpoint, localDate, next) {
      await db.kysely
        .updateTable('reminders')
        .set({ last_reminded_on: localDate, failures: 0, failed_days: 0, next_send_at: next.toISOString() })
        .where('endpoint', '=', endpoint)
        .execute()
    },

    async recordFailure(endpoint, failures, retry) {
      await db.kysely.updateTable('reminders').set({ failures, next_send_at: retry.toISOString() }).where('endpoint', '=', endpoint).execute()
    },

    async reschedule(endpoint, next) {
      await db.kysely.updateTable('reminders').set({ failures: 0, next_send_at: next.toISOString() }).where('endpoint', '=', endpoint).execute()
    },

    async recordFailedDay(endpoint, failedDays, next) {
      await db.kysely
        .updateTable('reminders')
        .set({ failures: 0, failed_days: failedDays, next_send_at: next.toISOString() })
        .where('endpoint', '=', endpoint)
        .execute()
    },

    async setAside(endpoint, reason) {
      await db.kysely.updateTable('reminders').set({ set_aside: reason, next_send_at: SET_ASIDE_UNTIL }).where('endpoint', '=', endpoint).execute()
    },

    async release(endpoints, at) {
      // In slices: SQLite binds at most 32,766 values in a statement.
      for (let start = 0; start < endpoints.length; start += RELEASED_AT_ONCE) {
        await db.kysely
          .updateTable('reminders')
          .set({ next_send_at: at.toISOString() })
          .where('endpoint', 'in', endpoints.slice(start, start + RELEASED_AT_ONCE))
          .execute()
      }
    },

    async has(endpoint) {
      return (await db.kysely.selectFrom('reminders').select('endpoint').where('endpoint', '=', endpoint).executeTakeFirst()) !== undefined
    },

    async count() {
      const { n } = await db.kysely.selectFrom('reminders').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
      return Number(n)
    },
  }
}
