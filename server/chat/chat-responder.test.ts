import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAssistant, type Analysis, type Assistant } from '../../src/assistant/assistant'
import { helpLineTarget, type HelpLine } from '../../src/contract/chat-api'
import { askingReplies, crisisReplies, questions } from '../../src/assistant/safety-replies'
import { noRisk, startOpenAiStub, type OpenAiStub } from '../llm/testing/openai-stub'
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
    answering.riskSeen.length = 0
    answering.behaveOnRisk(noRisk)
  })

  const embedded = createAssistant()
  /** The embedded assistant with its analysis changed as `change` says (a tier the detector may give). */
  const judging = (change: Partial<Analysis>): Assistant => ({
    analyze: (input) => ({ ...embedded.analyze(input), ...change }),
    reply: embedded.reply,
  })
  const respondWith = (assistant: Assistant) =>
    createResponder({ assistant, llm: { baseUrl: answering.baseUrl, model: 'm', apiKey: undefined, timeoutMs: 5000 } })
  const dialled = (lines: readonly HelpLine[] = []) => lines.map(helpLineTarget)
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
    expect(dialled(reply.ajuda)).toEqual(['190', '180', '100', '192', '188', 'https://cvv.org.br/', '/plano-de-seguranca'])
  })

  it('a crisis found by the embedded detector: its fixed reply and lines, without the LLM', async () => {
    const reply = await respondWith(embedded)({ mensagem: 'quero morrer', historico: [] })
    expect(answering.seen).toHaveLength(0)
    expect(reply.resposta).toContain('CVV: ligue 188')
    expect(dialled(reply.ajuda)).toEqual(['188', 'https://cvv.org.br/', '192', '/plano-de-seguranca'])
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
      expect(dialled(reply.ajuda)).toEqual(['190', '180', '100', '192', '188', 'https://cvv.org.br/'])
    } finally {
      answering.behave({ kind: 'answer', content: 'Resposta do modelo.' })
    }
  })
})

describe('the LLM’s risk reading: it may raise a reply, never lower it', () => {
  let llm: OpenAiStub
  beforeAll(async () => {
    llm = await startOpenAiStub({ kind: 'answer', content: 'Resposta do modelo.' })
  })
  afterAll(() => llm.close())
  afterEach(() => {
    llm.seen.length = 0
    llm.riskSeen.length = 0
    llm.behaveOnRisk(noRisk)
  })

  const embedded = createAssistant()
  const judging = (change: Partial<Analysis>): Assistant => ({
    analyze: (input) => ({ ...embedded.analyze(input), ...change }),
    reply: embedded.reply,
  })
  const respondWith = (assistant: Assistant, timeoutMs = 5000) =>
    createResponder({ assistant, llm: { baseUrl: llm.baseUrl, model: 'm', apiKey: undefined, timeoutMs } })
  const reading = (nivel: string, tipo: string) => ({ kind: 'answer' as const, content: JSON.stringify({ nivel, tipo }) })
  const ordinary = { mensagem: 'um alongamento para os ombros', historico: [] }

  it('is asked in parallel with the reply, for a small JSON answer, with her words only', async () => {
    await respondWith(embedded)(ordinary)
    expect(llm.seen).toHaveLength(1)
    expect(llm.riskSeen).toHaveLength(1)
    const body = llm.riskSeen[0]!.body as { temperature: number; response_format: { json_schema: { name: string } }; messages: { content: string }[] }
    expect(body.temperature).toBe(0)
    expect(body.response_format.json_schema.name).toBe('leitura_de_risco')
    expect(body.messages.at(-1)!.content).toBe('Agora: um alongamento para os ombros')
  })

  it('"crise": an ordinary reading is raised to the crisis reply of its kind, and the LLM’s reply is not shown', async () => {
    llm.behaveOnRisk(reading('crise', 'violencia'))
    const reply = await respondWith(embedded)(ordinary)
    expect(reply.resposta).toBe(crisisReplies.violence)
    expect(reply.ajuda?.map(helpLineTarget)).toEqual(['190', '180', '100', '192', '188', 'https://cvv.org.br/', '/plano-de-seguranca'])
    expect(reply.atividade).toBeUndefined()
  })

  it('"perguntar": an ordinary reading is raised to the question, decided and written by the embedded assistant', async () => {
    llm.behaveOnRisk(reading('perguntar', 'suicidio'))
    const reply = await respondWith(embedded)(ordinary)
    expect(reply.resposta).toBe(askingReplies.suicide)
    expect(reply.ajuda?.at(-1)).toEqual({ rotulo: 'Meu plano de segurança', rota: '/plano-de-seguranca' })
  })

  it('distress read by the embedded assistant may be raised too: it asks for a reading, not a reply', async () => {
    llm.behaveOnRisk(reading('crise', 'autolesao'))
    const mensagem = 'um alongamento para as costas'
    const reply = await respondWith(judging({ tier: 'distress', safety: { kind: 'distress' } }))({ mensagem, historico: [] })
    expect(reply.resposta).toBe(crisisReplies['self-harm'])
    expect(llm.seen.filter(({ body }) => JSON.stringify(body).includes(mensagem))).toHaveLength(0)
    expect(llm.riskSeen.filter(({ body }) => JSON.stringify(body).includes(mensagem))).toHaveLength(1)
  })

  it('"nenhum" to a crisis: the crisis reply stays, and no LLM is asked to write it', async () => {
    llm.behaveOnRisk(reading('nenhum', 'nenhum'))
    const reply = await respondWith(embedded)({ mensagem: 'quero morrer', historico: [] })
    expect(reply.resposta).toBe(crisisReplies.suicide)
    expect(llm.seen).toHaveLength(0)
  })

  it('"nenhum" to a question the embedded assistant asks: the question stays', async () => {
    llm.behaveOnRisk(reading('nenhum', 'nenhum'))
    const reply = await respondWith(judging({ tier: 'asking', crisisKind: 'baby', intent: 'crisis', safety: { kind: 'asking', crisisKind: 'baby' } }))(ordinary)
    expect(reply.resposta).toBe(askingReplies.baby)
    expect(llm.seen).toHaveLength(0)
  })

  it('a reading that never comes: the embedded assistant decides when the time is up', async () => {
    llm.behaveOnRisk({ kind: 'hang' })
    const started = performance.now()
    const reply = await respondWith(embedded, 300)(ordinary)
    expect(performance.now() - started).toBeLessThan(2000)
    expect(reply.resposta).toBe('Resposta do modelo.')
    expect(reply.ajuda).toBeUndefined()
  })

  it('an unreadable reading changes nothing', async () => {
    llm.behaveOnRisk({ kind: 'answer', content: 'talvez seja grave' })
    expect((await respondWith(embedded)(ordinary)).resposta).toBe('Resposta do modelo.')
  })

  it('her answer to the assistant’s question is read by the embedded assistant alone', async () => {
    llm.behaveOnRisk(reading('nenhum', 'nenhum'))
    const historico = [
      { sender: 'user' as const, text: 'o fogão aqui é de botijão' },
      { sender: 'ai' as const, text: askingReplies.suicide },
    ]
    expect(askingReplies.suicide).toContain(questions.suicide)
    expect((await respondWith(embedded)({ mensagem: 'sim', historico })).resposta).toBe(crisisReplies.suicide)
    expect((await respondWith(embedded)({ mensagem: 'não', historico })).resposta).toMatch(/^Que bom, obrigada por me responder/)
    const carried = (seen: typeof llm.seen) => seen.filter(({ body }) => JSON.stringify(body).includes('botijão'))
    expect(carried(llm.seen)).toHaveLength(0)
    expect(carried(llm.riskSeen)).toHaveLength(0)
  })
})

