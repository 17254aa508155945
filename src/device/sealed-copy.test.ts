import { describe, expect, it } from 'vitest'
import { isCopyId } from '../contract/copies-api'
import type { Backup } from './backup'
import { copyKeys, openBackup, sealBackup, wrongCode } from './sealed-copy'

const CODE = '7K3MQ9TW0XCA4R2PZ8D1HJN6VBGS'
const backup: Backup = {
  format: 'momento-mae-dados',
  version: 1,
  exportedAt: '2026-11-24T21:30:00.000-03:00',
  data: { 'momento-mae-theme': 'dark', 'momento-mae-nota': 'Hoje eu consegui descansar 🙂' },
}

describe('sealed copy', () => {
  it('opens with the same code what it sealed, in the export format', async () => {
    const sealed = await sealBackup(backup, (await copyKeys(CODE)).key)
    expect(await openBackup(sealed, (await copyKeys(CODE)).key)).toEqual({ backup })
  })

  it('shows nothing of her words to the server', async () => {
    const sealed = await sealBackup(backup, (await copyKeys(CODE)).key)
    const asText = new TextDecoder('latin1').decode(sealed)
    expect(asText).not.toMatch(/momento|descansar|dark/)
  })

  it('refuses a wrong code with a clear message, and altered bytes the same way', async () => {
    const sealed = await sealBackup(backup, (await copyKeys(CODE)).key)
    const other = await copyKeys('7K3MQ9TW0XCA4R2PZ8D1HJN6VBGT')
    expect(await openBackup(sealed, other.key)).toEqual({ error: wrongCode })
    expect(wrongCode).toBe('Este código não abre a cópia. Confira as letras e os números e tente de novo.')
    const altered = sealed.slice()
    altered[altered.length - 1]! ^= 1
    expect(await openBackup(altered, (await copyKeys(CODE)).key)).toEqual({ error: wrongCode })
  })

  it('derives an identifier the server accepts, the same for the same code and another for another', async () => {
    const { id } = await copyKeys(CODE)
    expect(isCopyId(id)).toBe(true)
    expect((await copyKeys(CODE)).id).toBe(id)
    expect((await copyKeys('7K3MQ9TW0XCA4R2PZ8D1HJN6VBGT')).id).not.toBe(id)
  })

  it('gives an identifier that is not the key: used as one, it opens nothing', async () => {
    const { id, key } = await copyKeys(CODE)
    const sealed = await sealBackup(backup, key)
    const idAsKey = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(atob(id.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
      'AES-GCM',
      false,
      ['decrypt'],
    )
    expect(await openBackup(sealed, idAsKey)).toEqual({ error: wrongCode })
    expect(key.extractable).toBe(false)
  })
})
