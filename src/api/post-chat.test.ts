import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { postChat } from './post-chat'
import { startLocalServer } from './testing/local-server'

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.seen.length = 0
})

const json = (status: number, body: unknown) => (_: unknown, res: ServerResponse) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

describe('postChat', () => {
  it('posts {mensagem} as JSON to /api/chat and resolves to the resposta', async () => {
    server.answer(json(200, { resposta: 'Que tal 5 minutos de alongamento?' }))
    await expect(postChat('Quero um exercício rápido', { baseUrl: server.url })).resolves.toEqual({
      resposta: 'Que tal 5 minutos de alongamento?',
    })
    const [request] = server.seen
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/api/chat')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual({ mensagem: 'Quero um exercício rápido' })
  })

  it('resolves to the reply with its help lines', async () => {
    const ajuda = [
      { rotulo: 'Ligar para o CVV', tel: '188' },
      { rotulo: 'Conversar com o CVV pelo chat', url: 'https://cvv.org.br/' },
    ]
    server.answer(json(200, { resposta: 'Você não está sozinha.', ajuda }))
    await expect(postChat('quero morrer', { baseUrl: server.url })).resolves.toEqual({ resposta: 'Você não está sozinha.', ajuda })
  })

  it('drops the malformed help lines and keeps the reply and the good ones', async () => {
    const good = { rotulo: 'Ligar para o CVV', tel: '188' }
    server.answer(json(200, { resposta: 'Você não está sozinha.', ajuda: ['188', { tel: '188' }, { rotulo: 'Abrir', url: 'javascript:alert(1)' }, good] }))
    await expect(postChat('quero morrer', { baseUrl: server.url })).resolves.toEqual({ resposta: 'Você não está sozinha.', ajuda: [good] })
  })

  it.each([
    ['not a list', { rotulo: 'Ligar para o CVV', tel: '188' }],
    ['null', null],
    ['text', 'ligue 188'],
  ])('keeps the reply when its ajuda is %s', async (_name, ajuda) => {
    server.answer(json(200, { resposta: 'Você não está sozinha.', ajuda }))
    await expect(postChat('quero morrer', { baseUrl: server.url })).resolves.toEqual({ resposta: 'Você não está sozinha.' })
  })

  it('sends the history as historico when there is one', async () => {
    server.answer(json(200, { resposta: 'Claro!' }))
    const historico = [
      { sender: 'ai', text: 'Olá!' },
      { sender: 'user', text: 'Oi' },
    ] as const
    await postChat('E uma receita?', { baseUrl: server.url, historico })
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({ mensagem: 'E uma receita?', historico })
  })

  it('sends the hour on her phone as hora when it is given', async () => {
    server.answer(json(200, { resposta: 'Claro!' }))
    await postChat('um alongamento', { baseUrl: server.url, hora: 3 })
    expect(JSON.parse(server.seen.at(-1)?.body ?? '')).toEqual({ mensagem: 'um alongamento', hora: 3 })
  })

  it.each([400, 404, 429, 500, 503])("throws 'Erro ao obter resposta' on HTTP %i", async (status) => {
    server.answer(json(status, { erro: 'Algo deu errado.' }))
    await expect(postChat('Oi', { baseUrl: server.url })).rejects.toThrow(new Error('Erro ao obter resposta'))
  })

  it.each([
    ['not JSON', (_: unknown, res: ServerResponse) => res.writeHead(200).end('<html>')],
    ['JSON without resposta', json(200, { outra: 'coisa' })],
    ['a resposta that is not text', json(200, { resposta: 42 })],
  ])('throws on an OK answer that is %s', async (_name, handler) => {
    server.answer(handler)
    await expect(postChat('Oi', { baseUrl: server.url })).rejects.toThrow('Erro ao obter resposta')
  })

  it('is abortable while waiting', async () => {
    server.answer(() => {}) // never answers
    const controller = new AbortController()
    const pending = postChat('Oi', { baseUrl: server.url, signal: controller.signal })
    await expect.poll(() => server.seen.length).toBe(1)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('rejects when nothing listens (network error)', async () => {
    const gone = await startLocalServer()
    await gone.close()
    await expect(postChat('Oi', { baseUrl: gone.url })).rejects.toThrow(TypeError)
  })
})
