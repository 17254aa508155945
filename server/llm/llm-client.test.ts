import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LlmConfig } from '../config'
import { completeChat, LlmError, MAX_REPLY_BYTES, type LlmMessage } from './llm-client'
import { startOpenAiStub, stoppedServerUrl, type OpenAiStub } from './testing/openai-stub'

let stub: OpenAiStub
beforeAll(async () => {
  stub = await startOpenAiStub()
})
afterAll(() => stub.close())
afterEach(() => {
  vi.useRealTimers()
  stub.seen.length = 0
  stub.behave({ kind: 'answer', content: 'Olá!' })
})

const messages: LlmMessage[] = [
  { role: 'system', content: 'Você é gentil.' },
  { role: 'user', content: 'oi' },
]
const config = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: stub.baseUrl,
  model: 'modelo-teste',
  apiKey: undefined,
  timeoutMs: 15000,
  ...overrides,
})

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(LlmError)
  return error as LlmError
}

describe('completeChat against an OpenAI-compatible server on 127.0.0.1', () => {
  it('posts the model and messages to /chat/completions and returns the answer', async () => {
    stub.behave({ kind: 'answer', content: 'Respire fundo comigo.' })
    await expect(completeChat(config(), messages)).resolves.toBe('Respire fundo comigo.')
    expect(stub.seen).toHaveLength(1)
    expect(stub.seen[0]!.path).toBe('/v1/chat/completions')
    expect(stub.seen[0]!.body).toMatchObject({ model: 'modelo-teste', messages, stream: false })
    expect(stub.seen[0]!.authorization).toBeUndefined()
  })

  it('sends the key as a bearer token when there is one', async () => {
    await completeChat(config({ apiKey: 'segredo-123' }), messages)
    expect(stub.seen[0]!.authorization).toBe('Bearer segredo-123')
  })

  it.each([500, 401, 429, 404])('fails with reason "status" on HTTP %i', async (status) => {
    stub.behave({ kind: 'status', status })
    expect((await failure(completeChat(config(), messages))).reason).toBe('status')
  })

  it.each([
    ['not JSON', 'isto não é json'],
    ['no choices', '{"id":"x"}'],
    ['empty choices', '{"choices":[]}'],
    ['content not text', '{"choices":[{"message":{"content":42}}]}'],
    ['blank content', '{"choices":[{"message":{"content":"   "}}]}'],
    ['null', 'null'],
  ])('fails with reason "bad-response" on %s', async (_name, body) => {
    stub.behave({ kind: 'raw', body })
    expect((await failure(completeChat(config(), messages))).reason).toBe('bad-response')
  })

  it.each([
    ['declared', MAX_REPLY_BYTES],
    ['streamed without end', 'endless' as const],
  ])('fails with reason "too-large" on a body over MAX_REPLY_BYTES (%s), and hangs up', async (_name, bytes) => {
    stub.behave({ kind: 'flood', bytes })
    expect((await failure(completeChat(config(), messages))).reason).toBe('too-large')
    const deadline = performance.now() + 5000
    while (stub.floodsOpen() > 0 && performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve))
    expect(stub.floodsOpen()).toBe(0)
  })

  it('reads a body just under MAX_REPLY_BYTES whole', async () => {
    const envelope = '{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":""}}]}'.length
    stub.behave({ kind: 'flood', bytes: MAX_REPLY_BYTES - envelope })
    expect(await completeChat(config(), messages)).toBe('a'.repeat(MAX_REPLY_BYTES - envelope))
  })

  it('fails with reason "network" when the server is stopped', async () => {
    const baseUrl = await stoppedServerUrl()
    expect((await failure(completeChat(config({ baseUrl }), messages))).reason).toBe('network')
  })

  it('gives up after timeoutMs when the server never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stub.behave({ kind: 'hang' })
    const arrived = stub.nextRequest()
    let settled = false
    const pending = failure(completeChat(config({ timeoutMs: 15000 }), messages)).finally(() => (settled = true))
    await arrived
    vi.advanceTimersByTime(14999)
    await new Promise((resolve) => setImmediate(resolve))
    expect(settled).toBe(false)
    vi.advanceTimersByTime(1)
    const error = await pending
    expect(error.reason).toBe('timeout')
    expect(error.message).toContain('15000 ms')
  })
})
