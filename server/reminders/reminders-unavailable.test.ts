import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { openUnreachableDatabase } from '../db/testing/unreachable-database'
import { reminderStore } from './reminder-store'

const unreachable = openUnreachableDatabase()
afterAll(() => unreachable.close())

describe('/api/lembretes without its database', () => {
  it('says so in Portuguese with 503 and Retry-After, logs no content, and never answers 500', async () => {
    const lines: string[] = []
    const app = createApp({
      config: readConfig({}),
      log: (line) => lines.push(line),
      reminders: { store: reminderStore(unreachable), publicKey: 'chave' },
    })
    const response = await app.request('/api/lembretes', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: 'https://push.example/segredo' }),
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(await response.json()).toEqual({ erro: 'Os lembretes estão indisponíveis agora. Tente de novo em alguns minutos.' })
    expect(lines.join('\n')).not.toContain('segredo')
    expect(lines).toContain('lembretes: banco de dados indisponível em DELETE /api/lembretes: Error')
  })
})
