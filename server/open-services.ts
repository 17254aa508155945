import type { AppDeps } from './app'
import type { ServerConfig } from './config'
import type { Database } from './db/database'
import { copyStore } from './copies/copy-store'
import { openDatabase } from './db/open-database'
import type { DeployConfig } from './deploy-config'
import { createDailyCounter } from './rate-limit/daily-counter'
import { createRateLimiter, DAY_MS } from './rate-limit/rate-limit'
import type { LogLine } from './request-log'
import { defaultResolve } from './reminders/push-endpoint-policy'
import { webPushSender } from './reminders/push-sender'
import { reminderStore } from './reminders/reminder-store'
import { createScheduler, type Scheduler } from './reminders/scheduler'
import { vapidKeys } from './reminders/vapid-keys'
import { createSharedRateLimiter } from './rate-limit/shared-rate-limit'

/** What the server holds open beside its HTTP listener, and how to let it go. */
export interface Services {
  db: Database
  /** What createApp takes from them. */
  app: Pick<AppDeps, 'reminders' | 'copies' | 'requestCounter' | 'subscriptionCounter' | 'networkSubscriptionCounter' | 'copyCounter' | 'trustProxy'>
  /** Sends the reminders; every instance runs one (index.ts starts it once listening, and stops it on SIGTERM). */
  scheduler: Scheduler
  /** Stops the scheduler (if it was not stopped yet), then closes the database. */
  close(): Promise<void>
}

/** The rate limit, each client's and network's new subscriptions, new copies and wrong codes, counted by every instance in PostgreSQL. */
export function sharedCounters(
  db: Database,
  config: ServerConfig,
  log: LogLine,
): Pick<AppDeps, 'requestCounter' | 'subscriptionCounter' | 'networkSubscriptionCounter' | 'copyCounter'> {
  const perMinute = config.rateLimitPerMinute
  const perDay = (limit: number) => createSharedRateLimiter({ db, limit, windowMs: DAY_MS, fallback: createDailyCounter({ limit }), log })
  return {
    requestCounter: createSharedRateLimiter({ db, limit: perMinute, fallback: createRateLimiter({ limit: perMinute }), log }),
    subscriptionCounter: perDay(config.reminders.newPerClientPerDay),
    networkSubscriptionCounter: perDay(config.reminders.newPerNetworkPerDay),
    copyCounter: perDay(config.copies.perClientPerDay),
  }
}

/**
 * The database (migrated), the reminders on it and their scheduler, and the rate limit: on
 * PostgreSQL shared by every instance, on the embedded database (one instance) in memory.
 */
export async function openServices(deploy: DeployConfig, config: ServerConfig, log: LogLine): Promise<Services> {
  const db = await openDatabase(deploy.storage, log)
  try {
    const keys = await vapidKeys(db, deploy.vapidKeys)
    const store = reminderStore(db)
    const pushEndpoints = { allowLoopback: deploy.pushAllowLoopback, services: deploy.pushServices, resolve: defaultResolve() }
    const scheduler = createScheduler({ store, send: webPushSender({ keys, subject: deploy.vapidSubject, policy: pushEndpoints }), log })
    return {
      db,
      app: {
        reminders: { store, publicKey: keys.publicKey, pushEndpoints },
        copies: { store: copyStore(db) },
        ...(db.kind === 'postgresql' ? sharedCounters(db, config, log) : {}),
        trustProxy: deploy.trustProxy,
      },
      scheduler,
      async close() {
        await scheduler.stop()
        await db.close()
      },
    }
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}
