import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { helpLineTarget, isChatReply, type ChatReply } from '../../src/contract/chat-api'
import { library } from '../../src/data/library/library'

/** A fresh app each time, API only (no built client needed). */
function appWith(env: Record<string, string> = {}, log?: (line: string) => void) {
  return createApp({ config: readConfig(env), log })
}

function post(body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return { method: 'POST', headers, body }
}

const json = (value: unknown) => post(JSON.stringify(value))

async function expectError(res: Response, status: number, message: RegExp) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toContain('application/json')
  const body = (await res.json()) as { erro?: unknown }
  expect(Object.keys(body)).toEqual(['erro'])
  expect(body.erro).toMatch(message)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /api/chat: 200', () => {
  it('answers a message with a reply text', async () => {
    const res = await appWith().request('/api/chat', json({ mensagem: 'Quero um alongamento para o pescoço' }))
    expect(res.status).toBe(200)
    const body: unknown = await res.json()
    expect(isChatReply(body)).toBe(true)
    const { resposta, atividade } = body as ChatReply
    expect(Object.keys(body as object)).toEqual(['resposta', 'atividade'])
    expect(resposta).toContain('pescoço')
    // The activity the reply suggests, for 'Fazer agora': one of the library's, named in the reply.
    expect(library.find((entry) => entry.id === atividade?.id)).toMatchObject({ title: atividade?.titulo, minutes: atividade?.minutos })
    expect(resposta).toContain(atividade!.titulo)
  })

  it.each([['quero morrer'], ['oi'], ['obrigada'], ['qual a capital da franca?']])('sends no activity with a reply that names none (“%s”)', async (mensagem) => {
    const res = await appWith().request('/api/chat', json({ mensagem }))
    expect(((await res.json()) as ChatReply).atividade).toBeUndefined()
  })

  it.each([
    ['quero morrer', ['188', 'https://cvv.org.br/', '192', '/plano-de-seguranca']],
    ['vou me matar', ['188', 'https://cvv.org.br/', '192', '/plano-de-seguranca']],
    ['meu marido me bate', ['190', '180', '100', '192', '188', 'https://cvv.org.br/', '/plano-de-seguranca']],
  ])('answers a crisis (“%s”) with its help lines beside the reply', async (mensagem, lines) => {
    const res = await appWith().request('/api/chat', json({ mensagem }))
    expect(res.status).toBe(200)
    const body: unknown = await res.json()
    expect(isChatReply(body)).toBe(true)
    const { resposta, ajuda = [] } = body as ChatReply
    expect(resposta).toContain('188')
    expect(ajuda.map(helpLineTarget)).toEqual(lines)
    expect(ajuda[0]?.rotulo).toMatch(/^(Ligar|Conversar)/)
  })

  it('accepts a charset parameter and a historico with extra fields', async () => {
    const res = await appWith().request(
      '/api/chat',
      post(
        JSON.stringify({
          mensagem: 'outra receita',
          historico: [
            { id: 1, sender: 'ai', text: 'Olá!', timestamp: '2025-01-01T10:00:00.000Z' },
            { id: 2, sender: 'user', text: 'receita rápida' },
          ],
        }),
        { 'Content-Type': 'Application/JSON; charset=utf-8' },
      ),
    )
    expect(res.status).toBe(200)
  })

  it('accepts earlier replies up to 4000 characters in historico', async () => {
    const res = await appWith().request('/api/chat', json({ mensagem: 'oi', historico: [{ sender: 'ai', text: 'a'.repeat(4000) }] }))
    expect(res.status).toBe(200)
  })

  it('accepts a message of exactly 2000 characters, emoji counted as one', async () => {
    const res = await appWith().request('/api/chat', json({ mensagem: '🙂'.repeat(2000) }))
    expect(res.status).toBe(200)
  })

  it('sends the security headers on API answers too', async () => {
    const res = await appWith().request('/api/chat', json({ mensagem: 'oi' }))
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('POST /api/chat: 400', () => {
  it.each([
    ['not JSON', '{mensagem: oi}', /não é um JSON válido/],
    ['an empty body', '', /não é um JSON válido/],
    ['an array', '[]', /objeto JSON com o campo "mensagem"/],
    ['a string', '"oi"', /objeto JSON com o campo "mensagem"/],
    ['null', 'null', /objeto JSON com o campo "mensagem"/],
    ['no mensagem', '{}', /"mensagem" é obrigatório/],
    ['a number', '{"mensagem": 42}', /"mensagem" deve ser um texto/],
    ['null mensagem', '{"mensagem": null}', /"mensagem" deve ser um texto/],
    ['a blank mensagem', '{"mensagem": "  \\n\\t "}', /está vazia/],
    ['an empty mensagem', '{"mensagem": ""}', /está vazia/],
    ['2001 characters', JSON.stringify({ mensagem: 'a'.repeat(2001) }), /no máximo 2000 caracteres/],
    ['historico not a list', '{"mensagem": "oi", "historico": "tudo"}', /"historico"/],
    ['historico with a bad sender', '{"mensagem": "oi", "historico": [{"sender": "sistema", "text": "x"}]}', /"historico"/],
    ['historico without text', '{"mensagem": "oi", "historico": [{"sender": "user"}]}', /"historico"/],
    ['a historico text over 4000 characters', JSON.stringify({ mensagem: 'oi', historico: [{ sender: 'ai', text: 'a'.repeat(4001) }] }), /até 4000 caracteres/],
    ['historico too long', JSON.stringify({ mensagem: 'oi', historico: Array(51).fill({ sender: 'user', text: 'x' }) }), /até 50 mensagens/],
  ])('%s', async (_name, body, message) => {
    await expectError(await appWith().request('/api/chat', post(body)), 400, message)
  })
})

describe('POST /api/chat: 413, 415', () => {
  it('refuses a body over 64 KiB', async () => {
    const body = JSON.stringify({ mensagem: 'oi', historico: [], extra: 'x'.repeat(64 * 1024) })
    await expectError(await appWith().request('/api/chat', post(body)), 413, /grande demais/)
  })

  it('refuses a body over 64 KiB sent without Content-Length (streamed)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await appWith().request('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectError(res, 413, /grande demais/)
  })

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x'], ['application/jsonp']])(
    'refuses Content-Type %s',
    async (contentType) => {
      const res = await appWith().request('/api/chat', post('{"mensagem":"oi"}', { 'Content-Type': contentType }))
      await expectError(res, 415, /Content-Type: application\/json/)
    },
  )

  it('refuses a body without Content-Type', async () => {
    await expectError(await appWith().request('/api/chat', post('{"mensagem":"oi"}', {})), 415, /JSON/)
  })
})

describe('POST /api/chat: 429', () => {
  it('limits each client per minute and says when to try again', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-10T10:00:00Z') })
    const app = appWith({ RATE_LIMIT_PER_MINUTE: '2' })
    expect((await app.request('/api/chat', json({ mensagem: 'oi' }))).status).toBe(200)
    vi.advanceTimersByTime(15_000)
    expect((await app.request('/api/chat', json({ mensagem: 'oi' }))).status).toBe(200)
    const limited = await app.request('/api/chat', json({ mensagem: 'oi' }))
    await expectError(limited, 429, /Espere 45 segundos/)
    expect(limited.headers.get('retry-after')).toBe('45')
    vi.advanceTimersByTime(45_000)
    expect((await app.request('/api/chat', json({ mensagem: 'oi' }))).status).toBe(200)
  })

  it('counts bad requests too, so a flood of them is limited', async () => {
    const app = appWith({ RATE_LIMIT_PER_MINUTE: '1' })
    expect((await app.request('/api/chat', post('nada'))).status).toBe(400)
    expect((await app.request('/api/chat', post('nada'))).status).toBe(429)
  })

  it('keeps a separate count for each app', async () => {
    expect((await appWith({ RATE_LIMIT_PER_MINUTE: '1' }).request('/api/chat', json({ mensagem: 'oi' }))).status).toBe(200)
    expect((await appWith({ RATE_LIMIT_PER_MINUTE: '1' }).request('/api/chat', json({ mensagem: 'oi' }))).status).toBe(200)
  })
})

describe('/api/chat: 404, 405', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s gets 405 with Allow: POST', async (method) => {
    const res = await appWith().request('/api/chat', { method })
    await expectError(res, 405, /Use POST/)
    expect(res.headers.get('allow')).toBe('POST')
  })

  it('HEAD gets 405 with Allow: POST and no body', async () => {
    const res = await appWith().request('/api/chat', { method: 'HEAD' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
  })

  it.each(['/api/chat/extra', '/api/chats'])('%s is a JSON 404', async (path) => {
    await expectError(await appWith().request(path, json({ mensagem: 'oi' })), 404, /não encontrado/)
  })
})

describe('privacy', () => {
  it('logs method, path, status and time, never the message or the reply', async () => {
    const lines: string[] = []
    await appWith({}, (line) => lines.push(line)).request('/api/chat', json({ mensagem: 'segredo da Maria sobre o pescoço' }))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^POST \/api\/chat 200 \d+\.\dms$/)
  })
})
