import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { helpLineTarget, isChatReply, MAX_MESSAGE_CHARS, type ChatReply } from '../../src/contract/chat-api'
import type { LlmMessage } from '../llm/llm-client'
import { HISTORY_TURN_CHARS, HISTORY_TURNS } from '../llm/llm-prompt'
import { startOpenAiStub, stoppedServerUrl, type OpenAiStub } from '../llm/testing/openai-stub'

let stub: OpenAiStub
beforeAll(async () => {
  stub = await startOpenAiStub()
})
afterAll(() => stub.close())
afterEach(() => {
  vi.useRealTimers()
  stub.seen.length = 0
  stub.behave({ kind: 'answer', content: 'Resposta do modelo.' })
})

function appWith(env: Record<string, string> = {}, log?: (line: string) => void) {
  return createApp({ config: readConfig({ LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'modelo-teste', ...env }), log })
}

async function reply(app: ReturnType<typeof appWith>, body: unknown): Promise<ChatReply> {
  const res = await app.request('/api/chat', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
  const answer: unknown = await res.json()
  expect(isChatReply(answer)).toBe(true)
  return answer as ChatReply
}

const ask = async (app: ReturnType<typeof appWith>, body: unknown): Promise<string> => (await reply(app, body)).resposta
const dialled = ({ ajuda = [] }: ChatReply) => ajuda.map(helpLineTarget)

const sentMessages = () => (stub.seen.at(-1)!.body as { messages: LlmMessage[] }).messages

describe('with an LLM configured', () => {
  it('answers with the LLM, in plain text', async () => {
    stub.behave({ kind: 'answer', content: '## Alongamento\n**Solte** os ombros com calma.' })
    expect(await ask(appWith(), { mensagem: 'um alongamento para os ombros' })).toBe('Alongamento\nSolte os ombros com calma.')
  })

  it('grounds it on the retrieved entries, with a Portuguese system prompt that forbids doses', async () => {
    await ask(appWith(), { mensagem: 'tenho 3 minutos, alongamento pro pescoço' })
    const [system, user] = sentMessages()
    expect(system!.role).toBe('system')
    expect(system!.content).toContain('Nunca indique remédios, doses')
    expect(system!.content).toContain('Alongamento de pescoço')
    expect(system!.content).toContain('Ela disse que tem 3 minutos.')
    expect(user).toEqual({ role: 'user', content: 'tenho 3 minutos, alongamento pro pescoço' })
  })

  it('tells it how she said she is, and grounds it only on entries she can do that way', async () => {
    const answer = await reply(appWith(), { mensagem: 'um alongamento pras costas, estou com o bebê no colo' })
    const [system] = sentMessages()
    expect(system!.content).toContain('Ela disse como está: com o bebê no colo, sem soltá-lo. Sugira só o que dá para fazer assim')
    expect(system!.content).not.toContain('Postura da criança')
    expect(system!.content).toContain(answer.atividade!.titulo)
  })

  it('returns the library entry the answer was grounded on as atividade, for the app to offer it', async () => {
    const answer = await reply(appWith(), { mensagem: 'tenho 3 minutos, alongamento pro pescoço' })
    expect(answer.resposta).toBe('Resposta do modelo.')
    expect(answer.atividade?.titulo).toMatch(/pescoço/i)
    expect(sentMessages()[0]!.content).toContain(answer.atividade!.titulo)
  })

  it('sends the last turns of historico as context, each cut short', async () => {
    const historico = Array.from({ length: 20 }, (_, i) => ({ sender: i % 2 ? 'ai' : 'user', text: `mensagem ${i} ${'uma receita de bolo de cenoura '.repeat(34)}` }))
    await ask(appWith(), { mensagem: 'e agora?', historico })
    const messages = sentMessages()
    expect(messages).toHaveLength(1 + HISTORY_TURNS + 1)
    expect(messages[1]!.content.startsWith(`mensagem ${20 - HISTORY_TURNS}`)).toBe(true)
    expect(messages[1]!.role).toBe('user')
    expect(messages[2]!.role).toBe('assistant')
    expect(messages.slice(1, -1).every((message) => message.content.length <= HISTORY_TURN_CHARS)).toBe(true)
  })

  it.each([
    ['a crisis', 'não aguento mais viver', /188/, ['188', 'https://cvv.org.br/', '192', '/plano-de-seguranca']],
    ['violence', 'meu marido me bate', /180/, ['190', '180', '100', '192', '188', 'https://cvv.org.br/', '/plano-de-seguranca']],
    ['a health question', 'posso tomar dipirona amamentando?', /pediatra|médico/, ['/sinais-de-alerta']],
    ['a danger sign of the body', 'meu bebê engoliu uma bateria de relógio', /atendimento médico agora/, ['192', '08007226001', '/sinais-de-alerta']],
    ['a question about the weeks after the birth', 'como meu marido pode me ajudar no pós-parto?', /UBS/, ['/depois-do-parto']],
  ])('never sends %s to the LLM, and gives its help lines', async (_name, mensagem, expected, lines) => {
    const answer = await reply(appWith(), { mensagem })
    expect(answer.resposta).toMatch(expected)
    expect(dialled(answer)).toEqual(lines)
    expect(answer.atividade).toBeUndefined()
    expect(stub.seen).toHaveLength(0)
  })

  it('falls back to the embedded assistant on an HTTP error, and logs the reason without the message', async () => {
    stub.behave({ kind: 'status', status: 500 })
    const lines: string[] = []
    const answer = await ask(
      appWith({}, (line) => lines.push(line)),
      { mensagem: 'segredo: alongamento pro pescoço' },
    )
    expect(answer).toContain('Alongamento de pescoço')
    expect(lines.join('\n')).toContain('llm indisponível (status)')
    expect(lines.join('\n')).not.toContain('segredo')
  })

  it('cuts a long answer to what the app may send back as historico', async () => {
    stub.behave({ kind: 'answer', content: 'Respire. '.repeat(600) })
    const answer = await ask(appWith(), { mensagem: 'uma respiração' })
    expect(answer.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS)
    expect(await ask(appWith(), { mensagem: 'outra', historico: [{ sender: 'ai', text: answer }] })).toBeTruthy()
  })

  it('falls back when the LLM server is stopped', async () => {
    const app = createApp({ config: readConfig({ LLM_BASE_URL: await stoppedServerUrl(), LLM_MODEL: 'm' }) })
    expect(await ask(app, { mensagem: 'receita com tapioca' })).toContain('Tapioca')
  })

  it('falls back when the answer names a dose', async () => {
    stub.behave({ kind: 'answer', content: 'Tome 500 mg e descanse.' })
    expect(await ask(appWith(), { mensagem: 'uma respiração pra dormir' })).not.toContain('500 mg')
  })

  it('falls back after LLM_TIMEOUT_MS when the LLM never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stub.behave({ kind: 'hang' })
    const arrived = stub.nextRequest()
    const pending = ask(appWith({ LLM_TIMEOUT_MS: '2000' }), { mensagem: 'receita com tapioca' })
    await arrived
    vi.advanceTimersByTime(2000)
    expect(await pending).toContain('Tapioca')
  })

  it('says in /api/health that the LLM answers', async () => {
    const res = await appWith().request('/api/health')
    expect(await res.json()).toEqual({ status: 'ok', assistente: 'llm' })
  })
})
