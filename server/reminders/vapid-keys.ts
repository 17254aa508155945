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
  const read = () =>
    db.query<{ public_key: string; private_key: string }>('select public_key, private_key from vapid_keys where id = 1')
  let [row] = await read()
  if (!row) {
    const made = webpush.generateVAPIDKeys()
    await db.query('insert into vapid_keys (id, public_key, private_key) values (1, $1, $2) on conflict (id) do nothing', [
      made.publicKey,
      made.privateKey,
    ])
    ;[row] = await read()
  }
  if (!row) throw new Error('the VAPID keys could not be kept in the database')
  return { publicKey: row.public_key, privateKey: row.private_key }
}
