import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChildServer, type ChildServer } from '../testing/child-server'
import { observeReply } from '../testing/observe-reply'
import { startOpenAiStub, type OpenAiStub, type StubBehaviour } from './testing/openai-stub'

/*
 * The server in its own process against a hostile OpenAI-compatible server on 127.0.0.1. Only
 * the bounds below are timings, each far from what a working server takes (milliseconds) and
 * from what the unbounded reader did (seconds, gigabytes): see "Hardening" in BENCHMARKS.md.
 */
const LLM_TIMEOUT_MS = 2000
const REPLY_WITHIN_MS = LLM_TIMEOUT_MS + 100
const MEMORY_WITHIN_MIB = 50
const HEALTH_WITHIN_MS = 1000
const MESSAGE = 'receita com tapioca'

let stub: OpenAiStub
let server: ChildServer
let embeddedReply: string

beforeAll(async () => {
  stub = await startOpenAiStub({ kind: 'status', status: 500 })
  server = await startChildServer({ LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'modelo-teste', LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS) })
  // The embedded assistant's reply (the LLM failing plainly), which also warms the server up.
  const warm = await observeReply(server, MESSAGE)
  expect(warm.resposta).toContain('Tapioca')
  embeddedReply = warm.resposta!
}, 90_000)
afterAll(async () => {
  await server?.stop()
  await stub?.close()
})

/** Polls until `done` or a bounded deadline, for what arrives after the reply (the stub's close, the log pipe). */
async function eventually<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = performance.now() + 5000
  while (!done(read()) && performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve))
  return read()
}

describe('an LLM that answers with too much', () => {
  it.each<[string, StubBehaviour, string]>([
    ['a body of 50 MB', { kind: 'flood', bytes: 50 * 2 ** 20 }, 'too-large'],
    ['an endless fast stream', { kind: 'flood', bytes: 'endless' }, 'too-large'],
    ['a body of 100,000 "<"', { kind: 'raw', body: '<'.repeat(100_000) }, 'bad-response'],
  ])(
    'on %s, the embedded assistant answers in time, memory stays flat and /api/health keeps answering',
    async (_name, behaviour, reason) => {
      stub.behave(behaviour)
      const logged = server.lines.length
      const observed = await observeReply(server, MESSAGE)
      expect(observed.status).toBe(200)
      expect(observed.resposta).toBe(embeddedReply)
      expect(observed.replyMs).toBeLessThanOrEqual(REPLY_WITHIN_MS)
      expect(observed.peakOverStartMiB).toBeLessThan(MEMORY_WITHIN_MIB)
      expect(observed.healthMs.length).toBeGreaterThan(0)
      expect(observed.healthFailures).toBe(0)
      expect(observed.healthMs.every((ms) => ms < HEALTH_WITHIN_MS)).toBe(true)
      expect(await eventually(() => stub.floodsOpen(), (open) => open === 0)).toBe(0)
      const llmLines = () => server.lines.slice(logged).filter((line) => line.startsWith('llm'))
      expect(await eventually(llmLines, (lines) => lines.length > 0)).toEqual([`llm indisponível (${reason}); responde a assistente local`])
    },
    15_000,
  )

  it('on an answer of 100,000 "<", cleans it in linear time: its first 2,000 characters arrive in time', async () => {
    stub.behave({ kind: 'answer', content: '<'.repeat(100_000) })
    const observed = await observeReply(server, MESSAGE)
    expect(observed.resposta).toBe(`${'<'.repeat(1999)}…`)
    expect(observed.replyMs).toBeLessThanOrEqual(REPLY_WITHIN_MS)
    expect(observed.healthFailures).toBe(0)
    expect(observed.healthMs.every((ms) => ms < HEALTH_WITHIN_MS)).toBe(true)
  }, 15_000)
})
