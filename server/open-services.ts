import type { AppDeps } from './app'
import type { Database } from './db/database'
import { openDatabase } from './db/open-database'
import type { DeployConfig } from './deploy-config'
import { reminderStore } from './reminders/reminder-store'
import { vapidKeys } from './reminders/vapid-keys'

/** What the server holds open beside its HTTP listener, and how to let it go. */
export interface Services {
  db: Database
  /** What createApp takes from them. */
  app: Pick<AppDeps, 'reminders'>
  close(): Promise<void>
}

/** The database (migrated) and the reminders on it. */
export async function openServices(deploy: DeployConfig): Promise<Services> {
  const db = await openDatabase(deploy.storage)
  try {
    const keys = await vapidKeys(db, deploy.vapidKeys)
    return {
      db,
      app: {
        reminders: { store: reminderStore(db), publicKey: keys.publicKey, allowLoopbackEndpoints: deploy.pushAllowLoopback },
      },
      close: () => db.close(),
    }
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}
