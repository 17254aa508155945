import webpush from 'web-push'
import type { Database } from '../db/database'

/** The key pair a push service checks every message against (VAPID, RFC 8292), base64url. */
export interface VapidKeyPair {
  publicKey: string
  privateKey: string
}

/**
 * The configured pair, or the one kept in the database: made by the first instance that starts
 * and read by every other, so all of them sign alike. Two first starts at once keep one pair:
 * the insert that comes second does nothing, and both read the winner's.
 */
export async function vapidKeys(db: Database, configured: VapidKeyPair | undefined): Promise<VapidKeyPair> {
  if (configured) return configured
  const read = () => db.kysely.selectFrom('vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst()
  let row = await read()
  if (!row) {
    const made = webpush.generateVAPIDKeys()
    await db.kysely
      .insertInto('vapid_keys')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute()
    row = await read()
  }
  if (!row) throw new Error('the VAPID keys could not be kept in the database')
  return { publicKey: row.public_key, privateKey: row.private_key }
}
