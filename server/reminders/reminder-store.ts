import type { ReminderRequest } from '../../src/contract/reminders-api'
import type { Database, Sql } from '../db/database'
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

interface ReminderRow {
  endpoint: string
  p256dh: string
  auth: string
  minute_of_day: number
  days: number
  time_zone: string
  only_if_idle: boolean
  last_reminded_on: string | null
  last_done_on: string | null
  failures: number
  failed_days: number
  expires_at: string | number | null
}

const columns = (table: string) =>
  `${table}.endpoint, ${table}.p256dh, ${table}.auth, ${table}.minute_of_day, ${table}.days, ${table}.time_zone,
   ${table}.only_if_idle, ${table}.last_reminded_on::text as last_reminded_on,
   ${table}.last_done_on::text as last_done_on, ${table}.failures, ${table}.failed_days, ${table}.expires_at`

const fromRow = (row: ReminderRow): StoredReminder => ({
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  minuteOfDay: Number(row.minute_of_day),
  days: Number(row.days),
  timeZone: row.time_zone,
  onlyIfIdle: row.only_if_idle,
  lastRemindedOn: row.last_reminded_on,
  lastDoneOn: row.last_done_on,
  failures: Number(row.failures),
  failedDays: Number(row.failed_days),
  expiresAt: row.expires_at === null ? null : Number(row.expires_at),
})

const find = async (tx: Sql, endpoint: string): Promise<StoredReminder | undefined> => {
  const [row] = await tx.query<ReminderRow>(`select ${columns('r')} from reminders r where r.endpoint = $1 for update`, [endpoint])
  return row && fromRow(row)
}

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
  /** Gives claimed reminders back, untouched, to be taken from `at` by any instance. */
  release(endpoints: readonly string[], at: Date): Promise<void>
  /** Whether a subscription is kept. */
  has(endpoint: string): Promise<boolean>
  /** How many subscriptions are kept. */
  count(): Promise<number>
}

export function reminderStore(db: Database): ReminderStore {
  return {
    save: (request, now) =>
      db.transaction(async (tx) => {
        const existing = await find(tx, request.inscricao.endpoint)
        const schedule: Schedule = {
          minuteOfDay: timeToMinute(request.horario),
          days: daysToMask(request.dias),
          timeZone: request.fusoHorario,
          onlyIfIdle: request.soSeNadaHoje,
          // A change of time after today's reminder does not remind her twice.
          lastRemindedOn: existing?.lastRemindedOn ?? null,
          lastDoneOn: existing?.lastDoneOn ?? null,
        }
        const [row] = await tx.query<{ created: boolean }>(
          `insert into reminders (endpoint, p256dh, auth, minute_of_day, days, time_zone, only_if_idle, next_send_at, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::bigint)
           on conflict (endpoint) do update set
             p256dh = excluded.p256dh, auth = excluded.auth, minute_of_day = excluded.minute_of_day,
             days = excluded.days, time_zone = excluded.time_zone, only_if_idle = excluded.only_if_idle,
             next_send_at = excluded.next_send_at, expires_at = excluded.expires_at, failures = 0, failed_days = 0
           returning (xmax = 0) as created`,
          [
            request.inscricao.endpoint,
            request.inscricao.keys.p256dh,
            request.inscricao.keys.auth,
            schedule.minuteOfDay,
            schedule.days,
            schedule.timeZone,
            schedule.onlyIfIdle,
            nextSendAt(schedule, now).toISOString(),
            request.inscricao.expirationTime ?? null,
          ],
        )
        return { created: row?.created === true }
      }),

    async remove(endpoint) {
      const rows = await db.query('delete from reminders where endpoint = $1 returning 1', [endpoint])
      return rows.length > 0
    },

    markDone: (endpoint, date, now) =>
      db.transaction(async (tx) => {
        const reminder = await find(tx, endpoint)
        if (!reminder) return 'unknown'
        const today = localTime(now, reminder.timeZone).date
        if (date !== today && date !== addDays(today, -1) && date !== addDays(today, 1)) return 'not-her-today'
        const lastDoneOn = reminder.lastDoneOn && reminder.lastDoneOn > date ? reminder.lastDoneOn : date
        // Only a reminder that waits for an idle day moves; another keeps its time, or its retry.
        const next = reminder.onlyIfIdle ? nextSendAt({ ...reminder, lastDoneOn }, now).toISOString() : null
        await tx.query(
          `update reminders set last_done_on = $2::date, next_send_at = coalesce($3::timestamptz, next_send_at), failures = case when $3::timestamptz is null then failures else 0 end
           where endpoint = $1`,
          [endpoint, lastDoneOn, next],
        )
        return 'recorded'
      }),

    async claimDue(now, limit, leaseUntil) {
      // One statement: rows another instance holds are skipped, not waited for, and once this
      // commits their next_send_at is in the future, so no one else takes them.
      const rows = await db.query<ReminderRow>(
        `with due as (
           select endpoint from reminders where next_send_at <= $1::timestamptz
           order by next_send_at limit $2 for update skip locked
         )
         update reminders set next_send_at = $3::timestamptz from due where reminders.endpoint = due.endpoint
         returning ${columns('reminders')}`,
        [now.toISOString(), limit, leaseUntil.toISOString()],
      )
      return rows.map(fromRow)
    },

    async recordSent(endpoint, localDate, next) {
      await db.query(`update reminders set last_reminded_on = $2::date, failures = 0, failed_days = 0, next_send_at = $3::timestamptz where endpoint = $1`, [
        endpoint,
        localDate,
        next.toISOString(),
      ])
    },

    async recordFailure(endpoint, failures, retry) {
      await db.query(`update reminders set failures = $2, next_send_at = $3::timestamptz where endpoint = $1`, [
        endpoint,
        failures,
        retry.toISOString(),
      ])
    },

    async recordFailedDay(endpoint, failedDays, next) {
      await db.query(`update reminders set failures = 0, failed_days = $2, next_send_at = $3::timestamptz where endpoint = $1`, [
        endpoint,
        failedDays,
        next.toISOString(),
      ])
    },

    async reschedule(endpoint, next) {
      await db.query(`update reminders set failures = 0, next_send_at = $2::timestamptz where endpoint = $1`, [endpoint, next.toISOString()])
    },

    async release(endpoints, at) {
      if (endpoints.length === 0) return
      await db.query(`update reminders set next_send_at = $2::timestamptz where endpoint = any($1::text[])`, [endpoints, at.toISOString()])
    },

    async has(endpoint) {
      const rows = await db.query('select 1 from reminders where endpoint = $1', [endpoint])
      return rows.length > 0
    },

    async count() {
      const [row] = await db.query<{ n: number | string }>('select count(*) as n from reminders')
      return Number(row?.n ?? 0)
    },
  }
}
