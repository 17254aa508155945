import type { AppDeps } from './app'
import type { ServerConfig } from './config'
import type { Database } from './db/database'
import { openDatabase } from './db/open-database'
import type { DeployConfig } from './deploy-config'
import { createRateLimiter } from './rate-limit/rate-limit'
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
  app: Pick<AppDeps, 'reminders' | 'requestCounter' | 'trustProxy'>
  /** Sends the reminders; every instance runs one (index.ts starts it once listening). */
  scheduler: Scheduler
  /** Stops the scheduler (a tick under way finishes), then closes the database. */
  close(): Promise<void>
}

/**
 * The database (migrated), the reminders on it and their scheduler, and the rate limit: on
 * PostgreSQL shared by every instance, on the embedded database (one instance) in memory.
 */
export async function openServices(deploy: DeployConfig, config: ServerConfig, log: LogLine): Promise<Services> {
  const db = await openDatabase(deploy.storage)
  try {
    const keys = await vapidKeys(db, deploy.vapidKeys)
    const store = reminderStore(db)
    const perMinute = config.rateLimitPerMinute
    const inMemory = createRateLimiter({ perMinute })
    const pushEndpoints = { allowLoopback: deploy.pushAllowLoopback, services: deploy.pushServices, resolve: defaultResolve() }
    const scheduler = createScheduler({ store, send: webPushSender({ keys, subject: deploy.vapidSubject, policy: pushEndpoints }), log })
    return {
      db,
      app: {
        reminders: { store, publicKey: keys.publicKey, pushEndpoints },
        ...(db.kind === 'postgresql' ? { requestCounter: createSharedRateLimiter({ db, perMinute, fallback: inMemory, log }) } : {}),
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
