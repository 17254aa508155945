import type { AppDeps } from './app'
import type { Database } from './db/database'
import { openDatabase } from './db/open-database'
import type { DeployConfig } from './deploy-config'
import type { LogLine } from './request-log'
import { webPushSender } from './reminders/push-sender'
import { reminderStore } from './reminders/reminder-store'
import { createScheduler, type Scheduler } from './reminders/scheduler'
import { vapidKeys } from './reminders/vapid-keys'

/** What the server holds open beside its HTTP listener, and how to let it go. */
export interface Services {
  db: Database
  /** What createApp takes from them. */
  app: Pick<AppDeps, 'reminders'>
  /** Sends the reminders; every instance runs one (index.ts starts it once listening). */
  scheduler: Scheduler
  /** Stops the scheduler (a tick under way finishes), then closes the database. */
  close(): Promise<void>
}

/** The database (migrated), the reminders on it and their scheduler. */
export async function openServices(deploy: DeployConfig, log: LogLine): Promise<Services> {
  const db = await openDatabase(deploy.storage)
  try {
    const keys = await vapidKeys(db, deploy.vapidKeys)
    const store = reminderStore(db)
    const scheduler = createScheduler({ store, send: webPushSender({ keys, subject: deploy.vapidSubject }), log })
    return {
      db,
      app: { reminders: { store, publicKey: keys.publicKey, allowLoopbackEndpoints: deploy.pushAllowLoopback } },
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
