/**
 * The schema, one step at a time, the same for SQLite and PostgreSQL: SQL both read alike (SQLite
 * keeps any declared type; tables.ts says what a value looks like). A step is a list of
 * statements, each run apart. A step once landed is never edited: a change is a new step.
 */

export interface Migration {
  id: number
  name: string
  statements: readonly string[]
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'lembretes e chaves VAPID',
    statements: [
      // One row per push subscription, and only what the reminder needs (docs/what-is-kept.md).
      `create table reminders (
        endpoint text primary key,
        p256dh text not null,
        auth text not null,
        minute_of_day smallint not null check (minute_of_day between 0 and 1439),
        -- Bit d set when weekday d (0 = Sunday) is chosen.
        days smallint not null check (days between 1 and 127),
        time_zone text not null,
        only_if_idle boolean not null,
        last_reminded_on date,
        last_done_on date,
        -- When the scheduler looks at this row next: the next reminder, a retry, or a claim's end.
        next_send_at timestamptz not null,
        failures smallint not null default 0
      )`,
      `create index reminders_next_send_at on reminders (next_send_at)`,
      // The one key pair every instance signs with.
      `create table vapid_keys (
        id smallint primary key check (id = 1),
        public_key text not null,
        private_key text not null
      )`,
    ],
  },
  {
    id: 2,
    name: 'janelas do limite de requisições',
    statements: [
      // The rate limit shared by instances: one fixed one-minute window per client, deleted
      // once over (rate-limit/shared-rate-limit.ts). A client is a scope and an address: no more.
      `create table rate_limit_windows (
        client text primary key,
        window_start bigint not null,
        hits integer not null
      )`,
      `create index rate_limit_windows_start on rate_limit_windows (window_start)`,
    ],
  },
  {
    id: 3,
    name: 'fim das inscrições, dias de falha e janelas de um dia',
    statements: [
      // When her browser said the subscription ends (PushSubscription.expirationTime, epoch ms),
      // and how many days in a row its push service failed: either one deletes the row.
      `alter table reminders add column expires_at bigint`,
      `alter table reminders add column failed_days smallint not null default 0`,
      // A window's own length: a minute for requests, a day for new subscriptions.
      `alter table rate_limit_windows add column window_ms bigint not null default 60000`,
    ],
  },
  {
    id: 4,
    name: 'lembretes postos de lado',
    statements: [
      // Why a row cannot be sent (server/db/reminder-row-check.ts), when it cannot: it waits
      // aside, never claimed, until she saves her reminder again or someone deletes it.
      `alter table reminders add column set_aside text`,
    ],
  },
  {
    id: 5,
    name: 'cópias protegidas',
    statements: [
      // One row per copy sealed on her phone (copies/copy-store.ts): bytes it cannot read, a
      // version and when it was written. The identifier's first half finds the row; of its second
      // half only a SHA-256 is kept, so a dump of this table opens no copy through the API.
      `create table copies (
        lookup text primary key,
        verifier_hash text not null,
        body bytea not null,
        version integer not null,
        updated_at timestamptz not null
      )`,
      `create index copies_updated_at on copies (updated_at)`,
    ],
  },
]
