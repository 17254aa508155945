import type { ServerResponse } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAssistant } from '../assistant/assistant'
import { embeddedReply } from '../assistant/embedded-reply'
import { askAssistant } from './ask-assistant'
import { startLocalServer } from './testing/local-server'

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(() => server.close())
afterEach(() => {
  vi.unstubAllGlobals()
})

const json = (status: number, body: unknown) => (_: unknown, res: ServerResponse) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

const serverSays = (mensagem: string) => embeddedReply(createAssistant(), { mensagem })

describe('askAssistant', () => {
  it("answers with the server's reply when the server answers", async () => {
    server.answer(json(200, { resposta: 'Do servidor.' }))
    await expect(askAssistant('oi', { baseUrl: server.url })).resolves.toEqual({ resposta: 'Do servidor.' })
  })

  it('answers in the browser, marked semInternet, when the request never reaches a server', async () => {
    const gone = await startLocalServer()
    await gone.close()
    const reply = await askAssistant('quero fazer um alongamento', { baseUrl: gone.url })
    expect(reply).toEqual({ ...serverSays('quero fazer um alongamento'), semInternet: true })
  })

  it('answers in the browser for the hour on her phone: at 3 h, a quiet practice made for the night', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const reply = await askAssistant('quero um alongamento', { baseUrl: server.url, hora: 3 })
    expect(reply).toEqual({ ...embeddedReply(createAssistant(), { mensagem: 'quero um alongamento', hora: 3 }), semInternet: true })
    expect(reply.atividade?.id).not.toBe(serverSays('quero um alongamento').atividade?.id)
  })

  it('answers in the browser without asking the network when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    server.seen.length = 0
    const reply = await askAssistant('penso em me matar', { baseUrl: server.url })
    expect(server.seen).toEqual([])
    expect(reply.semInternet).toBe(true)
    expect(reply.resposta).toContain('188')
    expect(reply.ajuda).toContainEqual({ rotulo: 'Ligar para o CVV', tel: '188' })
  })

  it("keeps a reachable server's error: the spec's failure, not an offline answer", async () => {
    server.answer(json(503, { erro: 'Indisponível.' }))
    await expect(askAssistant('oi', { baseUrl: server.url })).rejects.toThrow('Erro ao obter resposta')
  })

  it('keeps an abort (the 20 s wait) a failure', async () => {
    server.answer(() => {}) // never answers
    const controller = new AbortController()
    const asked = askAssistant('oi', { baseUrl: server.url, signal: controller.signal })
    controller.abort()
    await expect(asked).rejects.toThrow(/abort/i)
  })
})
