/**
 * The contract of /api/copias, written once for the app (src/device) and the server. The server
 * keeps opaque bytes sealed on her phone, a version and a time; it cannot read them. A copy is
 * known by an identifier derived from her recovery code, which only she has.
 *
 *   GET    /api/copias/:id  → 200 the bytes (application/octet-stream), ETag "<versão>", Last-Modified;
 *                             404 when there is none
 *   PUT    /api/copias/:id  the bytes (application/octet-stream), with
 *                             If-None-Match: *        to create it        → 201 { "versao": 1 }
 *                             If-Match: "<versão>"    to replace that one → 200 { "versao": versão + 1 }
 *                           → 412 { erro, versao } when the copy is at another version (or already exists),
 *                             428 without either header, 413 over MAX_COPY_BYTES
 *   DELETE /api/copias/:id  → 200 { "apagada": boolean }
 *   error  4xx { "erro": string }, in Portuguese (503 when the database is out of reach);
 *          400 for an identifier that is not COPY_ID_LENGTH base64url characters of 32 bytes
 */

/** 32 bytes in base64url, unpadded. */
export const COPY_ID_LENGTH = 43
/** The sealed copy's largest size: her export with a year of journal fits many times over. */
export const MAX_COPY_BYTES = 1024 * 1024

export interface CopyVersionReply {
  versao: number
}

/** Whether `id` is an identifier as the app derives it: 32 bytes, base64url, unpadded, canonical. */
export function isCopyId(id: string): boolean {
  if (!/^[A-Za-z0-9_-]+$/.test(id) || id.length !== COPY_ID_LENGTH) return false
  // The last character carries 4 bits and 2 zeros: only 16 of the 64 letters end a canonical identifier.
  return 'AEIMQUYcgkosw048'.includes(id[COPY_ID_LENGTH - 1]!)
}

/** The version in an ETag or If-Match value (`"3"`, or W/"3"); undefined when it is not one. */
export function versionOfTag(tag: string | undefined): number | undefined {
  const match = tag?.trim().match(/^(?:W\/)?"(\d{1,9})"$/)
  return match ? Number(match[1]) : undefined
}

/** What the phone keeps of her protected copy (src/device/kept-copy.ts), which its machine reads. */
export interface KeptCopy {
  /** Her recovery code, canonical: it seals and finds the copy. */
  code: string
  /** The server's version this phone last sent or merged. */
  version: number
  /** Something changed here that the server does not have yet. */
  dirty: boolean
}
