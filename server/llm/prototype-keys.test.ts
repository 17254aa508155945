import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { helpLineTarget, isChatReply, type ChatReply } from '../../src/contract/chat-api'
import { parseRiskReading } from './llm-risk-reading'
import { startOpenAiStub, type OpenAiStub } from './testing/openai-stub'

/*
 * What the LLM writes is data, never a key into the server's objects: Object.prototype's names in
 * every field of its risk reading (and of its reply's envelope) lower no tier and cause no 500.
 */

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']

/** Each prototype name as the level, as the kind, as both, and as the field names themselves. */
const hostileReadings = PROTOTYPE_KEYS.flatMap((key) => [
  `{"nivel":"${key}","tipo":"nenhum"}`,
  `{"nivel":"crise","tipo":"${key}"}`,
  `{"nivel":"${key}","tipo":"${key}"}`,
  `{"${key}":"crise","tipo":"suicidio"}`,
  `{"${key}":{"nivel":"nenhum"}}`,
])

describe('a reading with Object.prototype’s names', () => {
  it.each(hostileReadings)('%s is read as no reading or one of its words, never a prototype function', (answer) => {
    const reading = parseRiskReading(answer)
    if (reading === undefined) return
    expect(['none', 'asking', 'crisis']).toContain(reading.tier)
    expect(reading.kind).toBeUndefined()
  })
})

describe('through the chat, with an LLM that writes them', () => {
  let stub: OpenAiStub
  beforeAll(async () => {
    stub = await startOpenAiStub({ kind: 'answer', content: 'Resposta do modelo.' })
  })
  afterAll(() => stub.close())

  const app = () => createApp({ config: readConfig({ LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'modelo-teste', RATE_LIMIT_PER_MINUTE: '100000' }) })

  async function reply(mensagem: string): Promise<ChatReply> {
    const res = await app().request('/api/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mensagem }) })
    expect(res.status).toBe(200)
    const body: unknown = await res.json()
    expect(isChatReply(body)).toBe(true)
    return body as ChatReply
  }

  it.each(hostileReadings)('reading %s: an ordinary message is answered, a crisis keeps its lines', async (answer) => {
    stub.behaveOnRisk({ kind: 'answer', content: answer })
    expect((await reply('uma receita com tapioca')).resposta.length).toBeGreaterThan(0)
    expect((await reply('não aguento mais viver')).ajuda?.map(helpLineTarget)).toEqual(['188', 'https://cvv.org.br/', '192', '/plano-de-seguranca'])
  })

  it.each(PROTOTYPE_KEYS)('a reply envelope whose fields are named %s falls back to the embedded assistant', async (key) => {
    stub.behaveOnRisk({ kind: 'answer', content: '{"nivel":"nenhum","tipo":"nenhum"}' })
    stub.behave({ kind: 'raw', body: `{"${key}":{"choices":[{"message":{"content":"forjado"}}]},"choices":[{"${key}":{"content":"forjado"}}]}` })
    expect((await reply('uma receita com tapioca')).resposta).not.toContain('forjado')
  })
})
