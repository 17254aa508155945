import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getJson } from './get-json'
import { startLocalServer } from './testing/local-server'

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.seen.length = 0
})

const reply = (status: number, body = '', statusText?: string) => (_: unknown, res: ServerResponse) =>
  res.writeHead(status, statusText, { 'Content-Type': 'application/json' }).end(body)

describe('getJson (the GET by query key)', () => {
  it('GETs the key segments joined by "/" and reads JSON', async () => {
    server.answer(reply(200, '{"rotinas":[1,2]}'))
    await expect(getJson(['/api', 'plano', 3], { baseUrl: server.url })).resolves.toEqual({ rotinas: [1, 2] })
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: '/api/plano/3' })
  })

  it('throws "status: body" on a non-OK answer', async () => {
    server.answer(reply(404, '{"erro":"Endereço da API não encontrado."}'))
    await expect(getJson(['/api/nada'], { baseUrl: server.url })).rejects.toThrow(
      new Error('404: {"erro":"Endereço da API não encontrado."}'),
    )
  })

  it('uses the status text when the body is empty', async () => {
    server.answer(reply(503, '', 'Service Unavailable'))
    await expect(getJson(['/api/plano'], { baseUrl: server.url })).rejects.toThrow(new Error('503: Service Unavailable'))
  })

  it('treats 401 as an error by default, or gives null when asked to', async () => {
    server.answer(reply(401, 'Não autorizado'))
    await expect(getJson(['/api/perfil'], { baseUrl: server.url })).rejects.toThrow(new Error('401: Não autorizado'))
    await expect(getJson(['/api/perfil'], { baseUrl: server.url, on401: 'returnNull' })).resolves.toBeNull()
  })

  it('is abortable', async () => {
    server.answer(() => {})
    const controller = new AbortController()
    const pending = getJson(['/api/lento'], { baseUrl: server.url, signal: controller.signal })
    await expect.poll(() => server.seen.length).toBe(1)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})
