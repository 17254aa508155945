import fc from 'fast-check'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { proxyList } from '../client-address'
import { readConfig } from '../config'
import { listen } from '../listen'
import { sharedCounters } from '../open-services'
import { describeOnEachDatabase } from '../db/testing/each-database'
import { BROWSER_PUSH_SERVICES, type PushEndpointPolicy, type Resolve } from './push-endpoint-policy'
import { reminderStore } from './reminder-store'
import { startFakePushService, type FakePushService } from './testing/fake-push-service'

const PUBLIC_KEY = 'BPublicKeyForTestsOnly_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'

/** A DNS of the test's own: the names a hostile subscription might use, and one real push service. */
const testDns: Resolve = async (host) => {
  const names: Record<string, string[]> = {
    'fcm.googleapis.com': ['142.250.79.42', '2800:3f0:4001:80b::200a'],
    'qualquer.rebind.example.com': ['127.0.0.1'],
    'interno.example.com': ['10.0.0.5', '142.250.79.42'],
    'mapeado.example.com': ['::ffff:169.254.169.254'],
  }
  if (host === 'lento.example.com') throw Object.assign(new Error('ETIMEOUT'), { code: 'ETIMEOUT' })
  const addresses = names[host]
  if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' })
  return addresses
}
const loopbackToo: PushEndpointPolicy = { allowLoopback: true, services: BROWSER_PUSH_SERVICES, resolve: testDns }
const strict: PushEndpointPolicy = { allowLoopback: false, services: BROWSER_PUSH_SERVICES, resolve: testDns }

let push: FakePushService
beforeAll(async () => {
  push = await startFakePushService()
})
afterAll(() => push.close())

describeOnEachDatabase('/api/lembretes', ({ kind, db }) => {
  // Saturday 10 May 2025, 12:00 in São Paulo.
  let now = new Date('2025-05-10T15:00:00Z')
  const appWith = (env: Record<string, string> = {}, pushEndpoints: PushEndpointPolicy = loopbackToo) =>
    createApp({
      config: readConfig({ RATE_LIMIT_PER_MINUTE: '1000', ...env }),
      reminders: { store: reminderStore(db()), publicKey: PUBLIC_KEY, pushEndpoints, now: () => now },
    })
  let app = appWith()
  beforeEach(async () => {
    now = new Date('2025-05-10T15:00:00Z')
    app = appWith()
    await db().kysely.deleteFrom('reminders').execute()
  })

  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/lembretes${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const errorOf = async (response: Response) => ((await response.json()) as { erro: string }).erro

  const reminderFor = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, overrides = {}) => ({
    inscricao: { ...subscription, expirationTime: null },
    horario: '20:30',
    dias: [0, 1, 2, 3, 4, 5, 6],
    fusoHorario: 'America/Sao_Paulo',
    soSeNadaHoje: true,
    ...overrides,
  })
  // Every column, a boolean read as one on both engines.
  const stored = async () =>
    (await db().kysely.selectFrom('reminders').selectAll().execute()).map((row) => ({ ...row, only_if_idle: Boolean(row.only_if_idle) }))

  it('gives the VAPID public key the app subscribes with', async () => {
    const response = await app.request('/api/lembretes/chave')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ chavePublica: PUBLIC_KEY })
  })

  it('creates a reminder (201), keeps what it needs and nothing more, and updates it in place (200)', async () => {
    const browser = push.subscribe()
    const created = await send('PUT', '', reminderFor(browser))
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({
      lembrete: { horario: '20:30', dias: [0, 1, 2, 3, 4, 5, 6], fusoHorario: 'America/Sao_Paulo', soSeNadaHoje: true },
    })
    expect(await stored()).toEqual([
      {
        endpoint: browser.endpoint,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
        minute_of_day: 20 * 60 + 30,
        days: 127,
        time_zone: 'America/Sao_Paulo',
        only_if_idle: true,
        last_reminded_on: null,
        last_done_on: null,
        next_send_at: '2025-05-10T23:30:00.000Z',
        failures: 0,
        failed_days: 0,
        expires_at: null,
        set_aside: null,
      },
    ])

    const updated = await send('PUT', '', reminderFor(browser, { horario: '07:15', dias: [5, 1, 3], soSeNadaHoje: false }))
    expect(updated.status).toBe(200)
    expect(await updated.json()).toEqual({
      lembrete: { horario: '07:15', dias: [1, 3, 5], fusoHorario: 'America/Sao_Paulo', soSeNadaHoje: false },
    })
    expect(await stored()).toMatchObject([{ minute_of_day: 7 * 60 + 15, days: 0b101010, only_if_idle: false }])
  })

  it('deletes a reminder, and says when there was none', async () => {
    const browser = push.subscribe()
    await send('PUT', '', reminderFor(browser))
    const deleted = await send('DELETE', '', { endpoint: browser.endpoint })
    expect([deleted.status, await deleted.json()]).toEqual([200, { apagado: true }])
    expect(await stored()).toEqual([])
    const again = await send('DELETE', '', { endpoint: browser.endpoint })
    expect([again.status, await again.json()]).toEqual([200, { apagado: false }])
  })

  it("records the day she did something, which skips that day's reminder when she asked so", async () => {
    const browser = push.subscribe()
    await send('PUT', '', reminderFor(browser))
    const done = await send('POST', '/feito-hoje', { endpoint: browser.endpoint, data: '2025-05-10' })
    expect([done.status, await done.json()]).toEqual([200, { registrado: true }])
    expect(await stored()).toMatchObject([{ last_done_on: '2025-05-10', next_send_at: '2025-05-11T23:30:00.000Z' }])
    // An older date reported late never moves it back.
    await send('POST', '/feito-hoje', { endpoint: browser.endpoint, data: '2025-05-09' })
    expect(await stored()).toMatchObject([{ last_done_on: '2025-05-10' }])
  })

  it('refuses a done date that is not her today, and a subscription it does not know', async () => {
    const browser = push.subscribe()
    await send('PUT', '', reminderFor(browser))
    const old = await send('POST', '/feito-hoje', { endpoint: browser.endpoint, data: '2025-05-01' })
    expect([old.status, await errorOf(old)]).toEqual([400, 'A data deve ser a de hoje no seu fuso horário.'])
    const unknown = await send('POST', '/feito-hoje', { endpoint: `${push.origin}/push/999999`, data: '2025-05-10' })
    expect([unknown.status, await errorOf(unknown)]).toEqual([404, 'Não há lembrete para esta inscrição.'])
  })

  type Subscription = ReturnType<FakePushService['subscribe']>
  const DAYS = 'O campo "dias" deve ser uma lista de 1 a 7 dias da semana diferentes, de 0 (domingo) a 6 (sábado).'
  it.each([
    ['not JSON', () => '{"inscricao":', 'O corpo da requisição não é um JSON válido.'],
    ['a list', () => '[]', 'Envie um objeto JSON com "inscricao", "horario", "dias", "fusoHorario" e "soSeNadaHoje".'],
    ['no subscription', () => ({ horario: '20:30' }), 'O campo "inscricao" deve ser a inscrição de push do navegador: { endpoint, keys: { p256dh, auth } }.'],
    ['a bad endpoint', (b: Subscription) => reminderFor({ ...b, endpoint: 'lembrete' }), 'O campo "inscricao.endpoint" deve ser o endereço da inscrição de push (uma URL de até 1000 caracteres).'],
    ['short keys', (b: Subscription) => reminderFor({ ...b, keys: { p256dh: 'abc', auth: 'def' } }), 'As chaves da inscrição ("keys.p256dh" e "keys.auth") não são válidas.'],
    ['a bad time', (b: Subscription) => reminderFor(b, { horario: '24:00' }), 'O campo "horario" deve ser uma hora no formato HH:MM, de 00:00 a 23:59.'],
    ['no days', (b: Subscription) => reminderFor(b, { dias: [] }), DAYS],
    ['a repeated day', (b: Subscription) => reminderFor(b, { dias: [1, 1] }), DAYS],
    ['an unknown zone', (b: Subscription) => reminderFor(b, { fusoHorario: 'Marte/Olympus' }), 'O campo "fusoHorario" deve ser um fuso horário como "America/Sao_Paulo".'],
    ['a missing choice', (b: Subscription) => reminderFor(b, { soSeNadaHoje: 'sim' }), 'O campo "soSeNadaHoje" deve ser true ou false.'],
  ])('answers 400 in Portuguese to %s', async (_name, body, message) => {
    const response = await send('PUT', '', body(push.subscribe()))
    expect([response.status, await errorOf(response)]).toEqual([400, message])
    expect(await stored()).toEqual([])
  })

  it.each([
    ['DELETE', '', { endpoint: 42 }, 'O campo "endpoint" deve ser o endereço da inscrição de push (uma URL de até 1000 caracteres).'],
    ['POST', '/feito-hoje', { data: '2025-05-10' }, 'O campo "endpoint" deve ser o endereço da inscrição de push (uma URL de até 1000 caracteres).'],
    ['POST', '/feito-hoje', { endpoint: 'https://push.example/1', data: '2025-02-30' }, 'O campo "data" deve ser uma data no formato AAAA-MM-DD.'],
  ])('answers 400 to %s %s with %o', async (method, path, body, message) => {
    const response = await send(method, path, body)
    expect([response.status, await errorOf(response)]).toEqual([400, message])
  })

  it('refuses an endpoint into the server’s own network, and keys that are not a P-256 point', async () => {
    app = appWith({}, strict)
    const browser = push.subscribe()
    const local = await send('PUT', '', reminderFor(browser))
    expect([local.status, await errorOf(local)]).toEqual([400, 'O endereço da inscrição não é de um serviço de push conhecido (https).'])
    app = appWith()
    const { p256dh } = browser.keys
    const offTheCurve = `${p256dh.slice(0, 40)}${p256dh[40] === 'A' ? 'B' : 'A'}${p256dh.slice(41)}`
    const notAPoint = reminderFor({ ...browser, keys: { ...browser.keys, p256dh: offTheCurve } })
    const bad = await send('PUT', '', notAPoint)
    expect([bad.status, await errorOf(bad)]).toEqual([400, 'As chaves da inscrição ("keys.p256dh" e "keys.auth") não são válidas.'])
    expect(await stored()).toEqual([])
  })

  it('checks the address an endpoint’s name resolves to: loopback, private or mapped is refused, a push service kept', async () => {
    const browser = push.subscribe()
    const put = (endpoint: string) => send('PUT', '', reminderFor({ ...browser, endpoint }))
    const REFUSED = 'O endereço da inscrição não é de um serviço de push conhecido (https).'
    app = appWith({}, strict)
    expect((await put('https://fcm.googleapis.com/fcm/send/abc:APA91b')).status).toBe(201)
    app = appWith({}, { ...strict, services: 'any' })
    for (const endpoint of [
      'https://qualquer.rebind.example.com/push',
      'https://interno.example.com/push',
      'https://mapeado.example.com/push',
      'https://nao-existe.example.com/push',
      'https://localhost./push',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
    ]) {
      const refused = await put(endpoint)
      expect([endpoint, refused.status, await errorOf(refused)]).toEqual([endpoint, 400, REFUSED])
    }
    // A poisoned answer for a listed push service is refused the same way.
    app = appWith({}, { ...strict, resolve: async () => ['127.0.0.1'] })
    expect((await put('https://fcm.googleapis.com/fcm/send/outro')).status).toBe(400)
    app = appWith({}, { ...strict, services: 'any' })
    const slow = await put('https://lento.example.com/push')
    expect([slow.status, slow.headers.get('Retry-After')]).toEqual([503, '60'])
    expect((await stored()).map((row) => row.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/abc:APA91b'])
  })

  it('answers 415, 413 and 405 like /api/chat', async () => {
    const browser = push.subscribe()
    const text = await send('PUT', '', JSON.stringify(reminderFor(browser)), { 'Content-Type': 'text/plain' })
    expect([text.status, await errorOf(text)]).toEqual([415, 'Envie os dados como JSON (Content-Type: application/json).'])
    const huge = await send('PUT', '', JSON.stringify({ ...reminderFor(browser), extra: 'x'.repeat(70_000) }))
    expect(huge.status).toBe(413)
    const get = await app.request('/api/lembretes')
    expect([get.status, get.headers.get('Allow')]).toEqual([405, 'PUT, DELETE'])
    expect(await errorOf(get)).toBe('Método não permitido. Use PUT ou DELETE.')
    const postKey = await app.request('/api/lembretes/chave', { method: 'POST' })
    expect([postKey.status, postKey.headers.get('Allow')]).toEqual([405, 'GET'])
    const getDone = await app.request('/api/lembretes/feito-hoje')
    expect([getDone.status, getDone.headers.get('Allow')]).toEqual([405, 'POST'])
  })

  it('limits each client like /api/chat, apart from the chat', async () => {
    app = appWith({ RATE_LIMIT_PER_MINUTE: '2' })
    expect((await app.request('/api/lembretes/chave')).status).toBe(200)
    expect((await app.request('/api/lembretes/chave')).status).toBe(200)
    const over = await app.request('/api/lembretes/chave')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await errorOf(over)).toMatch(/^Muitas requisições em pouco tempo\. Espere \d+ segundos e tente de novo\.$/)
    const chat = await app.request('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mensagem: 'oi' }),
    })
    expect(chat.status).toBe(200)
  })

  it('keeps one row per subscription however its endpoint is written, and finds it in its normal form', async () => {
    const browser = push.subscribe()
    const path = new URL(browser.endpoint).pathname
    const port = new URL(browser.endpoint).port
    const normal = `http://localhost:${port}${path}`
    const written = [` HTTP://LocalHost:${port}${path}`, `http://localhost:${port}${path}\n`, `http://LOCALHOST:${port}${path}`]
    const statuses = []
    for (const endpoint of written) statuses.push((await send('PUT', '', reminderFor({ ...browser, endpoint }))).status)
    expect(statuses).toEqual([201, 200, 200])
    expect((await stored()).map((row) => row.endpoint)).toEqual([normal])
    const done = await send('POST', '/feito-hoje', { endpoint: `HTTP://LOCALHOST:${port}${path} `, data: '2025-05-10' })
    expect(done.status).toBe(200)
    const off = await send('DELETE', '', { endpoint: normal })
    expect([off.status, await off.json()]).toEqual([200, { apagado: true }])
    expect(await stored()).toEqual([])
  })

  it.each([
    ['a fragment', (endpoint: string) => `${endpoint}#outra`],
    ['NUL', (endpoint: string) => `${endpoint}\u0000`.replace('/push/', '/pu\u0000sh/')],
  ])('answers 400, never 503, to an endpoint with %s, on every request', async (_case, change) => {
    const browser = push.subscribe()
    const endpoint = change(browser.endpoint)
    const message = (field: string) => `O campo "${field}" deve ser o endereço da inscrição de push (uma URL de até 1000 caracteres).`
    const put = await send('PUT', '', reminderFor({ ...browser, endpoint }))
    expect([put.status, await errorOf(put)]).toEqual([400, message('inscricao.endpoint')])
    for (const [method, path, body] of [
      ['DELETE', '', { endpoint }],
      ['POST', '/feito-hoje', { endpoint, data: '2025-05-10' }],
    ] as const) {
      const response = await send(method, path, body)
      expect([response.status, await errorOf(response)]).toEqual([400, message('endpoint')])
    }
    expect(await stored()).toEqual([])
  })

  it('never refuses turning reminders off, even to a client over the limit', async () => {
    app = appWith({ RATE_LIMIT_PER_MINUTE: '1' })
    const browser = push.subscribe()
    expect((await send('PUT', '', reminderFor(browser))).status).toBe(201)
    expect((await app.request('/api/lembretes/chave')).status).toBe(429)
    const off = await send('DELETE', '', { endpoint: browser.endpoint })
    expect([off.status, await off.json()]).toEqual([200, { apagado: true }])
    expect(await stored()).toEqual([])
  })

  it('counts turning reminders off, without refusing it: a client that only deletes is then refused elsewhere', async () => {
    app = appWith({ RATE_LIMIT_PER_MINUTE: '2' })
    const browser = push.subscribe()
    for (let time = 0; time < 3; time += 1) expect((await send('DELETE', '', { endpoint: browser.endpoint })).status).toBe(200)
    const over = await app.request('/api/lembretes/chave')
    expect([over.status, over.headers.get('Connection')]).toEqual([429, 'close'])
  })

  describe('caps on subscriptions, on a real server behind a trusted proxy', () => {
    const servers: ServerType[] = []
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
    })
    beforeEach(async () => {
      await db().kysely.deleteFrom('rate_limit_windows').execute()
    })

    /** The server as index.ts opens it: on PostgreSQL the counts are shared, on the embedded database in memory. */
    async function serverWith(env: Record<string, string>): Promise<string> {
      const config = readConfig({ RATE_LIMIT_PER_MINUTE: '1000', ...env })
      const counters = kind === 'postgresql' ? sharedCounters(db(), config, () => {}) : {}
      const trustProxy = { kind: 'addresses' as const, proxies: proxyList('127.0.0.1')! }
      const reminders = { store: reminderStore(db()), publicKey: PUBLIC_KEY, pushEndpoints: loopbackToo, now: () => now }
      return new Promise((resolve) => {
        const server = listen(createApp({ config, reminders, trustProxy, ...counters }), { ...config, port: 0 }, () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        )
        servers.push(server)
      })
    }
    const putFrom = async (url: string, client: string, subscription: Subscription) => {
      const response = await fetch(`${url}/api/lembretes`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify(reminderFor(subscription)),
      })
      return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as { erro?: string } }
    }

    it('lets one client (an IPv6 client by its /64) make REMINDERS_PER_CLIENT_PER_DAY new subscriptions a day; updates are free', async () => {
      const url = await serverWith({ REMINDERS_PER_CLIENT_PER_DAY: '2' })
      const [first, second, third] = [push.subscribe(), push.subscribe(), push.subscribe()]
      expect((await putFrom(url, '2001:db8:1:2::a', first)).status).toBe(201)
      expect((await putFrom(url, '2001:db8:1:2:ffff::b', second)).status).toBe(201)
      const over = await putFrom(url, '2001:db8:1:2:1234::c', third)
      expect(over).toMatchObject({ status: 429, body: { erro: 'Muitos lembretes novos a partir desta conexão hoje. Tente de novo amanhã.' } })
      expect(Number(over.retryAfter)).toBeGreaterThan(0) // the day's end (UTC in memory, a day from her first on PostgreSQL)
      expect(Number(over.retryAfter)).toBeLessThanOrEqual(86_400)
      expect((await putFrom(url, '2001:db8:1:2::a', first)).status).toBe(200) // her own, changed: not new
      expect((await putFrom(url, '2001:db8:1:3::a', third)).status).toBe(201) // another /64
      expect((await putFrom(url, '198.51.100.1', push.subscribe())).status).toBe(201)
      expect(await stored()).toHaveLength(4)
    })

    it('caps a network too (an IPv6 /48, an IPv4 /24): many /64s of one /48 fill their share, and a new client elsewhere still subscribes', async () => {
      const url = await serverWith({ REMINDERS_PER_CLIENT_PER_DAY: '2', REMINDERS_PER_NETWORK_PER_DAY: '5' })
      const statuses = []
      for (let net = 0; net < 8; net += 1) statuses.push((await putFrom(url, `2001:db8:7:${net.toString(16)}::1`, push.subscribe())).status)
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
      const sameTwentyFour = []
      for (let host = 1; host <= 6; host += 1) sameTwentyFour.push((await putFrom(url, `203.0.113.${host}`, push.subscribe())).status)
      expect(sameTwentyFour).toEqual([201, 201, 201, 201, 201, 429])
      expect((await putFrom(url, '2001:db8:8::1', push.subscribe())).status).toBe(201)
      expect((await putFrom(url, '198.51.100.7', push.subscribe())).status).toBe(201)
    })

    it('keeps at most REMINDERS_MAX subscriptions, and says so in Portuguese; changes and deletions still go through', async () => {
      const url = await serverWith({ REMINDERS_MAX: '2' })
      const [first, second, third] = [push.subscribe(), push.subscribe(), push.subscribe()]
      expect((await putFrom(url, '198.51.100.1', first)).status).toBe(201)
      expect((await putFrom(url, '198.51.100.2', second)).status).toBe(201)
      expect(await putFrom(url, '198.51.100.3', third)).toMatchObject({
        status: 507,
        body: { erro: 'Este servidor está sem lugar para novos lembretes agora. Os lembretes já ativados continuam chegando; tente ativar o seu mais tarde.' },
      })
      expect((await putFrom(url, '198.51.100.1', first)).status).toBe(200)
      await send('DELETE', '', { endpoint: second.endpoint })
      expect((await putFrom(url, '198.51.100.3', third)).status).toBe(201)
    })
  })

  it('keeps the end her browser gave the subscription, and refuses one that is not a time', async () => {
    const browser = push.subscribe()
    const ending = await send('PUT', '', { ...reminderFor(browser), inscricao: { ...browser, expirationTime: 1_747_000_000_000 } })
    expect(ending.status).toBe(201)
    expect(await db().kysely.selectFrom('reminders').select('expires_at').execute()).toEqual([{ expires_at: 1_747_000_000_000 }])
    const bad = await send('PUT', '', { ...reminderFor(browser), inscricao: { ...browser, expirationTime: 'amanhã' } })
    expect([bad.status, await errorOf(bad)]).toEqual([400, 'O campo "inscricao.expirationTime" deve ser null ou um instante em milissegundos.'])
  })

  it('never answers 5xx, whatever the body', async () => {
    const browser = push.subscribe()
    const anyJson = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          inscricao: fc.oneof(fc.jsonValue(), fc.constant(browser), fc.record({ endpoint: fc.string(), keys: fc.jsonValue() })),
          horario: fc.oneof(fc.string(), fc.constantFrom('20:30', '00:00', '23:59', '7:00')),
          dias: fc.oneof(fc.jsonValue(), fc.array(fc.integer({ min: -1, max: 8 }))),
          fusoHorario: fc.oneof(fc.string(), fc.constantFrom('America/Sao_Paulo', 'UTC', 'Etc/GMT+3')),
          soSeNadaHoje: fc.jsonValue(),
          endpoint: fc.oneof(fc.string(), fc.constant(browser.endpoint)),
          data: fc.oneof(fc.string(), fc.constantFrom('2025-05-10', '2025-02-30')),
        },
        { requiredKeys: [] },
      ),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(['PUT', ''], ['DELETE', ''], ['POST', '/feito-hoje']), anyJson, async ([method, path], body) => {
        const response = await send(method!, path!, JSON.stringify(body))
        expect(response.status).toBeLessThan(500)
        expect(typeof (await response.json())).toBe('object')
      }),
      { numRuns: 150 },
    )
  })
})
