import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAssistant, type Analysis, type Assistant } from '../../src/assistant/assistant'
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
    expect((await pending).resposta).toContain('Tapioca')
  })
})

describe('who writes, and the help lines beside the reply', () => {
  let answering: OpenAiStub
  beforeAll(async () => {
    answering = await startOpenAiStub({ kind: 'answer', content: 'Resposta do modelo.' })
  })
  afterAll(() => answering.close())
  afterEach(() => {
    answering.seen.length = 0
  })

  const embedded = createAssistant()
  /** The embedded assistant with its analysis changed as `change` says (a tier the detector may give). */
  const judging = (change: Partial<Analysis>): Assistant => ({
    analyze: (input) => ({ ...embedded.analyze(input), ...change }),
    reply: embedded.reply,
  })
  const respondWith = (assistant: Assistant) =>
    createResponder({ assistant, llm: { baseUrl: answering.baseUrl, model: 'm', apiKey: undefined, timeoutMs: 5000 } })
  const dialled = (lines: readonly { tel?: string; url?: string }[] = []) => lines.map((line) => line.tel ?? line.url)
  const ordinary = { mensagem: 'um alongamento para os ombros', historico: [] }

  it('an ordinary message: the LLM writes, with the activity it was grounded on and no help to show', async () => {
    const { resposta, ajuda, atividade } = await respondWith(embedded)(ordinary)
    expect(resposta).toBe('Resposta do modelo.')
    expect(ajuda).toBeUndefined()
    expect(atividade?.id).toBe(embedded.analyze(ordinary).selection?.entry?.id)
    expect(answering.seen).toHaveLength(1)
  })

  it('distress never reaches the LLM: the embedded reply, with the CVV to call and to write', async () => {
    const reply = await respondWith(judging({ tier: 'distress' }))(ordinary)
    expect(answering.seen).toHaveLength(0)
    expect(reply.resposta).not.toBe('Resposta do modelo.')
    expect(dialled(reply.ajuda)).toEqual(['188', 'https://cvv.org.br/'])
  })

  it('a crisis tier never reaches the LLM, even if the safety check alone saw nothing', async () => {
    const reply = await respondWith(judging({ tier: 'crisis', crisisKind: 'violence' }))(ordinary)
    expect(answering.seen).toHaveLength(0)
    expect(dialled(reply.ajuda)).toEqual(['190', '180', '192', '188', 'https://cvv.org.br/'])
  })

  it('a crisis found by the embedded detector: its fixed reply and lines, without the LLM', async () => {
    const reply = await respondWith(embedded)({ mensagem: 'quero morrer', historico: [] })
    expect(answering.seen).toHaveLength(0)
    expect(reply.resposta).toContain('CVV: ligue 188')
    expect(dialled(reply.ajuda)).toEqual(['188', 'https://cvv.org.br/', '192'])
  })

  it('after a crisis in the conversation the LLM may write an ordinary reply, and the crisis’s lines stay', async () => {
    const reply = await respondWith(judging({ earlierCrisis: 'suicide' }))(ordinary)
    expect(answering.seen).toHaveLength(1)
    expect(reply.resposta).toBe('Resposta do modelo.')
    expect(dialled(reply.ajuda)).toEqual(['188', 'https://cvv.org.br/', '192'])
  })

  it('the lines stay when the embedded assistant writes instead (the LLM answered with a dose)', async () => {
    answering.behave({ kind: 'answer', content: 'Tome 500 mg.' })
    try {
      const reply = await respondWith(judging({ earlierCrisis: 'violence' }))(ordinary)
      expect(answering.seen).toHaveLength(1)
      expect(reply.resposta).not.toContain('500 mg')
      expect(dialled(reply.ajuda)).toEqual(['190', '180', '192', '188', 'https://cvv.org.br/'])
    } finally {
      answering.behave({ kind: 'answer', content: 'Resposta do modelo.' })
    }
  })
})
