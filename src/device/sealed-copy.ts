import { readBackup, type Backup } from './backup'

/**
 * Her export (the same format as 'Exportar meus dados'), sealed on this phone for the server's
 * /api/copias. Two values come from her recovery code by HKDF, each with its own label: an
 * AES-GCM key that never leaves the phone, and the identifier the server keeps the copy under.
 * The labels make them independent: the identifier tells nothing of the key.
 *
 * Sealed bytes: 1 byte of format (1), 12 bytes of IV, then AES-GCM's ciphertext and tag.
 */

const FORMAT = 1
const IV_BYTES = 12
const SALT = new TextEncoder().encode('momento-mae/copia-protegida/v1')
const KEY_INFO = new TextEncoder().encode('chave da cópia')
const ID_INFO = new TextEncoder().encode('identificador da cópia')

export interface CopyKeys {
  /** The identifier of /api/copias/:id: 32 bytes, base64url. */
  id: string
  /** Opens and seals her copy; cannot be read out of the browser. */
  key: CryptoKey
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** The key and the identifier of a canonical recovery code (recovery-code.ts). */
export async function copyKeys(code: string): Promise<CopyKeys> {
  const secret = await crypto.subtle.importKey('raw', new TextEncoder().encode(code), 'HKDF', false, ['deriveKey', 'deriveBits'])
  const key = await crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: SALT, info: KEY_INFO }, secret, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  const idBits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: SALT, info: ID_INFO }, secret, 256)
  return { id: base64url(new Uint8Array(idBits)), key }
}

/** Her export, sealed: bytes only this key opens. */
export async function sealBackup(backup: Backup, key: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify(backup))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new Uint8Array([FORMAT]) }, key, plain))
  const bytes = new Uint8Array(1 + IV_BYTES + sealed.length)
  bytes.set([FORMAT], 0)
  bytes.set(iv, 1)
  bytes.set(sealed, 1 + IV_BYTES)
  return bytes
}

export const wrongCode = 'Este código não abre a cópia. Confira as letras e os números e tente de novo.'
const notACopy = 'Esta cópia não é do Momento Mãe ou foi feita por uma versão mais nova. Nada foi alterado.'

/** Her export from sealed bytes, or why it cannot be opened (in Portuguese, for her). */
export async function openBackup(bytes: Uint8Array<ArrayBuffer>, key: CryptoKey): Promise<{ backup: Backup } | { error: string }> {
  if (bytes.length < 1 + IV_BYTES + 16 || bytes[0] !== FORMAT) return { error: notACopy }
  let plain: ArrayBuffer
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(1, 1 + IV_BYTES), additionalData: new Uint8Array([FORMAT]) },
      key,
      bytes.subarray(1 + IV_BYTES),
    )
  } catch {
    // AES-GCM tells a wrong key and altered bytes apart from nothing: both are "does not open".
    return { error: wrongCode }
  }
  return readBackup(new TextDecoder().decode(plain))
}
