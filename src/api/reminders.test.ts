import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ReminderRequest } from '../contract/reminders-api'
import { deleteReminder, getReminderKey, ReminderApiError, reportDoneToday, saveReminder } from './reminders'
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

const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123'
const request: ReminderRequest = {
  inscricao: { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
  horario: '20:30',
  dias: [0, 1, 2, 3, 4, 5, 6],
  fusoHorario: 'America/Sao_Paulo',
  soSeNadaHoje: true,
}
const { inscricao: _inscricao, ...settings } = request

describe('the reminders client', () => {
  it('gets the VAPID public key', async () => {
    server.answer(json(200, { chavePublica: 'BChave' }))
    await expect(getReminderKey({ baseUrl: server.url })).resolves.toBe('BChave')
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: '/api/lembretes/chave' })
  })

  it('saves her reminder with PUT and resolves to what the server kept', async () => {
    server.answer(json(201, { lembrete: settings }))
    await expect(saveReminder(request, { baseUrl: server.url })).resolves.toEqual(settings)
    const [seen] = server.seen
    expect(seen).toMatchObject({ method: 'PUT', url: '/api/lembretes' })
    expect(seen?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(seen?.body ?? '')).toEqual(request)
  })

  it('deletes with the endpoint only', async () => {
    server.answer(json(200, { apagado: true }))
    await expect(deleteReminder(endpoint, { baseUrl: server.url })).resolves.toBe(true)
    expect(server.seen[0]).toMatchObject({ method: 'DELETE', url: '/api/lembretes' })
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({ endpoint })
  })

  it('reports the day with the date only, and tells when the server had no reminder', async () => {
    server.answer(json(200, { registrado: true }))
    await expect(reportDoneToday(endpoint, '2025-05-10', { baseUrl: server.url })).resolves.toBe(true)
    expect(server.seen[0]).toMatchObject({ method: 'POST', url: '/api/lembretes/feito-hoje' })
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({ endpoint, data: '2025-05-10' })
    server.answer(json(404, { erro: 'Não há lembrete para esta inscrição.' }))
    await expect(reportDoneToday(endpoint, '2025-05-10', { baseUrl: server.url })).resolves.toBe(false)
  })

  it("throws the server's Portuguese message with its status", async () => {
    server.answer(json(400, { erro: 'O campo "horario" deve ser uma hora no formato HH:MM, de 00:00 a 23:59.' }))
    const refused = saveReminder(request, { baseUrl: server.url })
    await expect(refused).rejects.toThrow(ReminderApiError)
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'O campo "horario" deve ser uma hora no formato HH:MM, de 00:00 a 23:59.',
    })
  })

  it.each([
    ['a 502 page from a proxy', (_: unknown, res: ServerResponse) => res.writeHead(502).end('<html>Bad gateway</html>')],
    ['an OK answer of another shape', json(200, { outra: 'coisa' })],
  ])('throws a plain Portuguese message on %s', async (_name, handler) => {
    server.answer(handler)
    await expect(deleteReminder(endpoint, { baseUrl: server.url })).rejects.toThrow(
      'Não foi possível falar com o servidor dos lembretes. Tente de novo em instantes.',
    )
  })

  it('is abortable, and rejects as fetch does when nothing listens', async () => {
    server.answer(() => {})
    const controller = new AbortController()
    const pending = getReminderKey({ baseUrl: server.url, signal: controller.signal })
    await expect.poll(() => server.seen.length).toBe(1)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    const gone = await startLocalServer()
    await gone.close()
    await expect(getReminderKey({ baseUrl: gone.url })).rejects.toThrow(TypeError)
  })
})
