import { randomBytes } from 'node:crypto'
import { beforeEach, expect, it } from 'vitest'
import { COPY_ID_LENGTH, MAX_COPY_BYTES } from '../../src/contract/copies-api'
import { createApp } from '../app'
import { readConfig } from '../config'
import { describeOnEachDatabase } from '../db/testing/each-database'
import { sharedCounters } from '../open-services'
import { createDailyCounter } from '../rate-limit/daily-counter'
import { DAY_MS } from '../rate-limit/rate-limit'
import { createSharedRateLimiter } from '../rate-limit/shared-rate-limit'
import { copyStore } from './copy-store'

const newId = () => randomBytes(32).toString('base64url')

describeOnEachDatabase('/api/copias', ({ db, kind }) => {
  let now = new Date('2025-05-10T15:00:00Z')
  let lines: string[] = []
  const appWith = (env: Record<string, string> = {}) =>
    createApp({
      config: readConfig({ RATE_LIMIT_PER_MINUTE: '1000', ...env }),
      copies: { store: copyStore(db()), now: () => now },
      log: (line) => lines.push(line),
    })
  let app = appWith()
  beforeEach(async () => {
    now = new Date('2025-05-10T15:00:00Z')
    lines = []
    app = appWith()
    await db().kysely.deleteFrom('copies').execute()
    await db().kysely.deleteFrom('rate_limit_windows').execute()
  })

  const put = (id: string, body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string>) =>
    app.request(`/api/copias/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream', ...headers }, body })
  const create = (id: string, body: Uint8Array<ArrayBuffer> | string) => put(id, body, { 'If-None-Match': '*' })
  const get = (id: string) => app.request(`/api/copias/${id}`)
  const remove = (id: string) => app.request(`/api/copias/${id}`, { method: 'DELETE' })
  const errorOf = async (response: Response) => ((await response.json()) as { erro: string }).erro

  it('keeps the bytes and gives them back byte for byte, with their version and time', async () => {
    const id = newId()
    // Every byte value, a NUL and an invalid UTF-8 sequence among them.
    const body = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), 0xc3, 0x28, 0, 0xff])
    const created = await create(id, body)
    expect([created.status, await created.json(), created.headers.get('etag')]).toEqual([201, { versao: 1 }, '"1"'])
    const read = await get(id)
    expect(read.status).toBe(200)
    expect(read.headers.get('content-type')).toBe('application/octet-stream')
    expect(read.headers.get('etag')).toBe('"1"')
    expect(read.headers.get('last-modified')).toBe('Sat, 10 May 2025 15:00:00 GMT')
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(body)
  })

  it('never writes the identifier nor the body in its log', async () => {
    const id = newId()
    await create(id, 'conteudo-selado-secreto')
    await get(id)
    await remove(id)
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).not.toMatch(new RegExp(`${id}|conteudo-selado-secreto`))
    expect(lines[0]).toMatch(/^PUT \/api\/copias\/:id 201 /)
  })

  it('keeps neither the identifier nor anything that opens the copy through the API in its database', async () => {
    const id = newId()
    await create(id, 'x')
    const rows = await db().kysely.selectFrom('copies').select(['lookup', 'verifier_hash']).execute()
    expect(rows).toHaveLength(1)
    const secondHalf = Buffer.from(id, 'base64url').subarray(16)
    expect(JSON.stringify(rows)).not.toContain(secondHalf.toString('hex'))
    // The first half alone, with any second half, is not her copy.
    const forged = Buffer.concat([Buffer.from(rows[0]!.lookup, 'hex'), randomBytes(16)]).toString('base64url')
    expect((await get(forged)).status).toBe(404)
  })

  it('refuses a copy over the size cap with a clear 413, and keeps one at the cap', async () => {
    const over = await create(newId(), new Uint8Array(MAX_COPY_BYTES + 1))
    expect([over.status, await errorOf(over)]).toEqual([413, 'A requisição é grande demais: o limite é 1 MB.'])
    expect((await create(newId(), new Uint8Array(MAX_COPY_BYTES))).status).toBe(201)
  })

  it('reads a body sent without its length (chunked) with the same cap, and keeps one under it byte for byte', async () => {
    const chunked = (bytes: Uint8Array, size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.subarray(at, at + size))
          controller.close()
        },
      })
    const send = (id: string, bytes: Uint8Array) =>
      app.request(`/api/copias/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream', 'If-None-Match': '*' },
        body: chunked(bytes, 16 * 1024),
        duplex: 'half',
      } as RequestInit)
    const over = await send(newId(), new Uint8Array(MAX_COPY_BYTES + 1))
    expect([over.status, await errorOf(over)]).toEqual([413, 'A requisição é grande demais: o limite é 1 MB.'])
    const id = newId()
    const body = randomBytes(300_000)
    expect((await send(id, body)).status).toBe(201)
    expect(Buffer.from(await (await get(id)).arrayBuffer()).equals(body)).toBe(true)
  })

  it('refuses identifiers that are not 43 base64url characters of 32 bytes', async () => {
    const good = newId()
    const bad = [
      good.slice(1),
      `${good}A`,
      `${good.slice(0, 42)}B`, // not canonical: its last character carries bits past the 32 bytes
      `${good.slice(0, 42)}=`,
      `${good.slice(0, 20)}+${good.slice(21)}`,
      encodeURIComponent(`${good.slice(0, 20)}é${good.slice(21)}`),
      'a'.repeat(COPY_ID_LENGTH * 2),
    ]
    for (const id of bad) {
      for (const response of [await get(id), await create(id, 'x'), await remove(id)]) {
        expect([response.status, await errorOf(response)]).toEqual([400, 'O identificador da cópia não é válido.'])
      }
    }
  })

  it('moves versions forward only: a stale If-Match gets 412 with the current version, and the newer copy is kept', async () => {
    const id = newId()
    await create(id, 'v1')
    const second = await put(id, 'v2', { 'If-Match': '"1"' })
    expect([second.status, await second.json()]).toEqual([200, { versao: 2 }])
    // A phone that is behind, still at version 1.
    const behind = await put(id, 'antiga', { 'If-Match': '"1"' })
    expect(behind.status).toBe(412)
    expect(behind.headers.get('etag')).toBe('"2"')
    expect(await behind.json()).toEqual({ erro: 'Esta cópia já mudou em outro aparelho. Traga a versão mais nova antes de enviar de novo.', versao: 2 })
    // Creating again over an existing copy is stale too.
    const again = await create(id, 'outra')
    expect([again.status, ((await again.json()) as { versao: number }).versao]).toEqual([412, 2])
    expect(await (await get(id)).text()).toBe('v2')
    const missing = await put(id, 'x', {})
    expect([missing.status, await errorOf(missing)]).toEqual([
      428,
      'Diga qual versão a cópia substitui (If-Match: "<versão>") ou que ela é nova (If-None-Match: *).',
    ])
  })

  it('lets only one of two writers from the same version win', async () => {
    const id = newId()
    await create(id, 'v1')
    const answers = await Promise.all([put(id, 'a', { 'If-Match': '"1"' }), put(id, 'b', { 'If-Match': '"1"' })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412])
    const winner = answers.find((answer) => answer.status === 200) === answers[0] ? 'a' : 'b'
    expect(await (await get(id)).text()).toBe(winner)
  })

  it('deletes a copy, and says when there was none', async () => {
    const id = newId()
    await create(id, 'x')
    const deleted = await remove(id)
    expect([deleted.status, await deleted.json()]).toEqual([200, { apagada: true }])
    const read = await get(id)
    expect([read.status, await errorOf(read)]).toEqual([404, 'Não encontramos uma cópia com este código. Confira o código e tente de novo.'])
    expect(await (await remove(id)).json()).toEqual({ apagada: false })
  })

  it('deletes a copy untouched for 13 months, and keeps one written within them', async () => {
    const old = newId()
    const recent = newId()
    await create(old, 'antiga')
    now = new Date('2025-09-10T15:00:00Z')
    await create(recent, 'recente')
    now = new Date('2026-06-10T14:59:00Z') // a minute short of 13 months
    expect((await get(old)).status).toBe(200)
    now = new Date('2026-06-10T16:00:00Z') // 13 months and an hour
    expect((await get(old)).status).toBe(404)
    expect((await get(recent)).status).toBe(200)
    expect(await db().kysely.selectFrom('copies').select('lookup').execute()).toHaveLength(1)
  })

  it('slows a client that keeps guessing: wrong codes past the day’s cap get 429, for reads, writes and deletes', async () => {
    app = appWith({ COPIES_PER_CLIENT_PER_DAY: '20' })
    const statuses: number[] = []
    for (let guess = 0; guess < 500; guess += 1) statuses.push((await get(newId())).status)
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true)
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
    const refused = await put(newId(), 'x', { 'If-Match': '"1"' })
    expect(refused.status).toBe(429)
    // The rest of the day (UTC), counted on the real clock.
    const untilMidnight = Math.ceil((Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) / 1000)
    expect(Math.abs(Number(refused.headers.get('retry-after')) - untilMidnight)).toBeLessThanOrEqual(2)
    expect(await errorOf(refused)).toBe('Muitas tentativas com códigos que não conferem a partir desta conexão. Tente de novo amanhã.')
    expect((await remove(newId())).status).toBe(429)
  })

  it('slows 500 wrong guesses from one client while another client is not, and wrong codes at one copy from many clients', async () => {
    // As index.ts opens it: on PostgreSQL counted in the database every instance shares; clients told apart by the proxy's X-Forwarded-For.
    const config = readConfig({ RATE_LIMIT_PER_MINUTE: '1000', COPIES_PER_CLIENT_PER_DAY: '20' })
    // Waiting longer than index.ts's 200 ms: on a loaded machine a slow count falls back to memory, a looser limit by design.
    const copyCounter = createSharedRateLimiter({ db: db(), limit: 20, windowMs: DAY_MS, fallback: createDailyCounter({ limit: 20 }), timeoutMs: 10_000 })
    const counters = kind === 'postgresql' ? { ...sharedCounters(db(), config, () => {}), copyCounter } : {}
    app = createApp({ config, copies: { store: copyStore(db()), now: () => now }, trustProxy: { kind: 'hops', hops: 1 }, ...counters })
    const from = (client: string, id: string, init: RequestInit = {}) =>
      app.request(`/api/copias/${id}`, { ...init, headers: { ...init.headers, 'X-Forwarded-For': client } })
    const hers = newId()
    const created = await from('198.51.100.7', hers, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream', 'If-None-Match': '*' }, body: 'dela' })
    expect(created.status).toBe(201)

    const answers: Response[] = []
    for (let guess = 0; guess < 500; guess += 1) answers.push(await from('203.0.113.5', newId()))
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(404))
    expect(answers.slice(20).every((answer) => answer.status === 429)).toBe(true)
    const slowed = answers[499]!
    expect(await errorOf(slowed)).toBe('Muitas tentativas com códigos que não conferem a partir desta conexão. Tente de novo amanhã.')
    // The rest of the day (UTC) in memory, a day from the first miss on PostgreSQL.
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(86_400)

    const other = await from('198.51.100.7', newId())
    expect([other.status, await errorOf(other)]).toEqual([404, 'Não encontramos uma cópia com este código. Confira o código e tente de novo.'])
    expect(await (await from('198.51.100.7', hers)).text()).toBe('dela')

    // Her identifier's first half with 25 guessed second halves, each from a client of its own.
    const firstHalf = Buffer.from(hers, 'base64url').subarray(0, 16)
    const aimed: number[] = []
    for (let client = 1; client <= 25; client += 1) {
      aimed.push((await from(`192.0.2.${client}`, Buffer.concat([firstHalf, randomBytes(16)]).toString('base64url'))).status)
    }
    expect(aimed).toEqual([...Array(20).fill(404), ...Array(5).fill(429)])
    const atHers = await from('192.0.2.99', Buffer.concat([firstHalf, randomBytes(16)]).toString('base64url'))
    expect([atHers.status, await errorOf(atHers)]).toEqual([429, 'Muitas tentativas com este código hoje. Por segurança, tente de novo amanhã.'])
    expect(Number(atHers.headers.get('retry-after'))).toBeGreaterThan(0)
    // Her own code still opens her copy: a right code is never a miss.
    expect(await (await from('192.0.2.100', hers)).text()).toBe('dela')
  })

  it('caps the new copies one client makes in a day', async () => {
    app = appWith({ COPIES_PER_CLIENT_PER_DAY: '2' })
    expect((await create(newId(), 'a')).status).toBe(201)
    expect((await create(newId(), 'b')).status).toBe(201)
    const third = await create(newId(), 'c')
    expect([third.status, await errorOf(third)]).toEqual([429, 'Muitas cópias novas a partir desta conexão hoje. Tente de novo amanhã.'])
  })

  it('holds the per-minute rate limit of the rest of the API', async () => {
    app = appWith({ RATE_LIMIT_PER_MINUTE: '3' })
    const id = newId()
    await create(id, 'x')
    expect((await get(id)).status).toBe(200)
    expect((await get(id)).status).toBe(200)
    const limited = await get(id)
    expect([limited.status, await errorOf(limited)]).toEqual([429, 'Muitas requisições em pouco tempo. Espere 60 segundos e tente de novo.'])
  })

  it('refuses a body that is not bytes, and an empty one', async () => {
    const json = await app.request(`/api/copias/${newId()}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-None-Match': '*' },
      body: '{}',
    })
    expect([json.status, await errorOf(json)]).toEqual([415, 'Envie a cópia como bytes (Content-Type: application/octet-stream).'])
    const empty = await create(newId(), '')
    expect([empty.status, await errorOf(empty)]).toEqual([400, 'A cópia está vazia.'])
  })
})
