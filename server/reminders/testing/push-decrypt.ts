/**
 * What a browser does with a push message (RFC 8291 on RFC 8188's aes128gcm): the test side of
 * Web Push, written from the RFCs with node:crypto, so a test reads what she would read.
 */
import { createDecipheriv, hkdfSync, type ECDH } from 'node:crypto'

const TAG_BYTES = 16

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer | string, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info, 'latin1') : info, length))

export function decryptPushMessage(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  // The header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key.
  if (body.length < 21) throw new Error('the message is shorter than its header')
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]!
  const senderPublicKey = body.subarray(21, 21 + idLength)
  const records = body.subarray(21 + idLength)

  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), receiver.getPublicKey(), senderPublicKey])
  // IKM = HKDF(salt = auth secret, ikm = ECDH secret, info = key info); then the content key and nonce from IKM and the salt.
  const ikm = hkdf(receiver.computeSecret(senderPublicKey), authSecret, keyInfo, 32)
  const contentKey = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16)
  const baseNonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12)

  const plain: Buffer[] = []
  const count = Math.ceil(records.length / recordSize)
  for (let index = 0; index < count; index += 1) {
    const record = records.subarray(index * recordSize, (index + 1) * recordSize)
    const nonce = Buffer.from(baseNonce)
    // The record's sequence number XORed into the nonce's last bytes (well under 2^32 records).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8)
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
    decipher.setAuthTag(record.subarray(record.length - TAG_BYTES))
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()])
    // Padding: a delimiter (2 on the last record, 1 before) and zeros.
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end -= 1
    const delimiter = padded[end]
    if (delimiter !== (index === count - 1 ? 2 : 1)) throw new Error('the record has no valid padding delimiter')
    plain.push(padded.subarray(0, end))
  }
  return Buffer.concat(plain).toString('utf8')
}
