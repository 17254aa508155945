import { createHash, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database'

/** A copy as the server keeps it: bytes it cannot read, a version, when it was written. */
export interface StoredCopy {
  body: Buffer
  version: number
  updatedAt: string
}

export interface CopyStore {
  /** Her copy, when the identifier is hers whole (its second half compared in constant time). */
  find(id: string): Promise<StoredCopy | undefined>
  /** Creates it at version 1; false when a copy is already kept under this identifier. */
  create(id: string, body: Buffer, now: Date): Promise<boolean>
  /** Replaces version `expected` with the next one; undefined when the copy is not at `expected`. */
  replace(id: string, body: Buffer, expected: number, now: Date): Promise<number | undefined>
  /** Deletes it; whether there was one. */
  remove(id: string): Promise<boolean>
  /** Deletes every copy last written before `cutoff`; how many. */
  expire(cutoff: Date): Promise<number>
}

/**
 * The identifier split in two: its first 16 bytes find the row, of the last 16 only a hash is
 * kept. A lookup by the whole identifier would let an index's timing hint at it; this way the
 * secret half is compared in JavaScript, in constant time, and a dump of the table names no copy.
 */
function split(id: string): { lookup: string; verifierHash: Buffer } {
  const bytes = Buffer.from(id, 'base64url')
  return { lookup: bytes.subarray(0, 16).toString('hex'), verifierHash: createHash('sha256').update(bytes.subarray(16)).digest() }
}

/**
 * What wrong codes aimed at one copy are counted under, whoever sends them: a digest of the
 * identifier's first half (the half that finds the row), so the counter keeps no identifier.
 */
export function guessedCopyKey(id: string): string {
  return createHash('sha256').update(Buffer.from(id, 'base64url').subarray(0, 16)).digest('base64url').slice(0, 22)
}

const sameVerifier = (kept: string, given: Buffer) => {
  const keptBytes = Buffer.from(kept, 'hex')
  return keptBytes.length === given.length && timingSafeEqual(keptBytes, given)
}

export function copyStore(db: Database): CopyStore {
  /** The row's lookup when the identifier is the one it was created with. */
  async function ownedLookup(id: string): Promise<string | undefined> {
    const { lookup, verifierHash } = split(id)
    const row = await db.kysely.selectFrom('copies').select('verifier_hash').where('lookup', '=', lookup).executeTakeFirst()
    return row && sameVerifier(row.verifier_hash, verifierHash) ? lookup : undefined
  }

  return {
    async find(id) {
      const { lookup, verifierHash } = split(id)
      const row = await db.kysely
        .selectFrom('copies')
        .select(['verifier_hash', 'body', 'version', 'updated_at'])
        .where('lookup', '=', lookup)
        .executeTakeFirst()
      if (!row || !sameVerifier(row.verifier_hash, verifierHash)) return undefined
      return { body: Buffer.from(row.body), version: Number(row.version), updatedAt: row.updated_at }
    },

    async create(id, body, now) {
      const { lookup, verifierHash } = split(id)
      const inserted = await db.kysely
        .insertInto('copies')
        .values({ lookup, verifier_hash: verifierHash.toString('hex'), body, version: 1, updated_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('lookup').doNothing())
        .returning('version')
        .executeTakeFirst()
      return inserted !== undefined
    },

    async replace(id, body, expected, now) {
      const lookup = await ownedLookup(id)
      if (lookup === undefined) return undefined
      // One statement: two instances writing at once cannot both move from `expected`.
      const row = await db.kysely
        .updateTable('copies')
        .set((eb) => ({ body, version: eb('version', '+', 1), updated_at: now.toISOString() }))
        .where('lookup', '=', lookup)
        .where('version', '=', expected)
        .returning('version')
        .executeTakeFirst()
      return row && Number(row.version)
    },

    async remove(id) {
      const lookup = await ownedLookup(id)
      if (lookup === undefined) return false
      const { numDeletedRows } = await db.kysely.deleteFrom('copies').where('lookup', '=', lookup).executeTakeFirst()
      return numDeletedRows > 0n
    },

    async expire(cutoff) {
      const { numDeletedRows } = await db.kysely.deleteFrom('copies').where('updated_at', '<', cutoff.toISOString()).executeTakeFirst()
      return Number(numDeletedRows)
    },
  }
}
