import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAssistant, type Assistant } from '../../src/assistant/assistant'
import { startOpenAiStub, type OpenAiStub } from '../llm/testing/openai-stub'
import { createResponder } from './chat-responder'

let stub: OpenAiStub
beforeAll(async () => {
  stub = await startOpenAiStub({ kind: 'hang' })
})
afterAll(() => stub.close())
afterEach(() => {
  vi.useRealTimers()
})

describe('the LLM time limit', () => {
  it('counts from the message’s arrival, so a slow analysis does not delay the fallback', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const embedded = createAssistant()
    let clock = 0
    // Analysing takes 300 ms on this clock, as on a cold start.
    const slowToAnalyse: Assistant = {
      analyze: (input) => {
        clock += 300
        return embedded.analyze(input)
      },
      reply: embedded.reply,
    }
    const llm = { baseUrl: stub.baseUrl, model: 'm', apiKey: undefined, timeoutMs: 1000 }
    const respond = createResponder({ assistant: slowToAnalyse, llm, now: () => clock })
    const arrived = stub.nextRequest()
    let answered = false
    const pending = respond({ mensagem: 'receita com tapioca', historico: [] }).then((reply) => {
      answered = true
      return reply
    })
    await arrived
    await vi.advanceTimersByTimeAsync(699)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toContain('Tapioca')
  })
})
