import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterEach, beforeEach, expect, it, onTestFinished } from 'vitest'
import { createApp } from '../app'
import { proxyList, type TrustProxy } from '../client-address'
import { readConfig } from '../config'
import type { Database } from '../db/database'
import { describeOnEachDatabase } from '../db/testing/each-database'
import { openHangingDatabase } from '../db/testing/hanging-database'
import { openUnreachableDatabase } from '../db/testing/unreachable-database'
import { listen } from '../listen'
import { createRateLimiter } from './rate-limit'
import type { RequestCounter } from './rate-limit-middleware'
import { createSharedRateLimiter } from './shared-rate-limit'

describeOnEachDatabase('the rate limit shared by instances', ({ kind, db, openAnother }) => {
  let clock = 1_000_000
  const now = () => clock
  const shared = (on: Database, limit: number) => createSharedRateLimiter({ db: on, limit, now, fallback: createRateLimiter({ limit, now }) })

  const servers: ServerType[] = []
  beforeEach(async () => {
    clock = 1_000_000
    await db().kysely.deleteFrom('rate_limit_windows').execute()
  })
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  })

  it('counts a client in a one-minute window, apart from others, and forgets windows that are over', async () => {
    const limiter = shared(db(), 2)
    expect(await limiter.hit('chat 198.51.100.1')).toEqual({ allowed: true })
    expect(await limiter.hit('chat 198.51.100.1')).toEqual({ allowed: true })
    clock += 15_000
    expect(await limiter.hit('chat 198.51.100.1')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(await limiter.hit('chat 198.51.100.2')).toEqual({ allowed: true })
    clock += 45_000
    expect(await limiter.hit('chat 198.51.100.1')).toEqual({ allowed: true })
    clock += 60_000
    await limiter.hit('chat 198.51.100.3')
    await expect.poll(() => db().kysely.selectFrom('rate_limit_windows').select('client').orderBy('client').execute()).toEqual([{ client: 'chat 198.51.100.3' }])
  })

  if (kind === 'postgresql') {
    it('is one bucket for a client whichever instance answers', async () => {
      const [first, second] = [shared(db(), 3), shared(await openAnother(), 3)]
      const verdicts = [await first.hit('c'), await second.hit('c'), await first.hit('c'), await second.hit('c')]
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false])
    })
  }

  it('counts in memory while the database does not answer, and says so once', async () => {
    const lines: string[] = []
    const down = openUnreachableDatabase()
    onTestFinished(() => down.close())
    const limiter = createSharedRateLimiter({ db: down, limit: 1, now, fallback: createRateLimiter({ limit: 1, now }), log: (line) => lines.push(line) })
    expect(await limiter.hit('c')).toEqual({ allowed: true })
    expect(await limiter.hit('c')).toMatchObject({ allowed: false })
    expect(lines).toEqual(['limite de requisições: banco de dados indisponível (Error); contando só nesta instância'])
  })

  it('does not wait on a database that does not answer: past its timeout it counts in memory, and leaves the database alone for a while', async () => {
    const lines: string[] = []
    let asked = 0
    const hanging = openHangingDatabase(kind, () => asked++)
    onTestFinished(() => hanging.close())
    const limiter = createSharedRateLimiter({ db: hanging, limit: 1, now, timeoutMs: 50, fallback: createRateLimiter({ limit: 1, now }), log: (line) => lines.push(line) })
    const started = performance.now()
    expect(await limiter.hit('c')).toEqual({ allowed: true })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(await limiter.hit('c')).toMatchObject({ allowed: false }) // in memory, at once
    expect(asked).toBe(1)
    expect(lines).toEqual(['limite de requisições: banco de dados indisponível (TimeoutError); contando só nesta instância'])
    clock += 5_000
    await limiter.hit('d') // a while later the database is asked again
    expect(asked).toBe(2)
  })

  it('keeps a day’s window as long as a day, while the minute’s windows are swept', async () => {
    const daily = createSharedRateLimiter({ db: db(), limit: 1, windowMs: 86_400_000, now, fallback: createRateLimiter({ limit: 1, windowMs: 86_400_000, now }) })
    expect(await daily.hit('inscricoes 198.51.100.1')).toEqual({ allowed: true })
    const minute = shared(db(), 5)
    await minute.hit('chat 198.51.100.1')
    clock += 2 * 60_000
    await minute.hit('chat 198.51.100.2') // sweeps what is over
    await expect.poll(() => db().kysely.selectFrom('rate_limit_windows').select('client').orderBy('client').execute()).toEqual([
      { client: 'chat 198.51.100.2' },
      { client: 'inscricoes 198.51.100.1' },
    ])
    expect(await daily.hit('inscricoes 198.51.100.1')).toEqual({ allowed: false, retryAfterSeconds: 86_280 })
  })

  /** An instance of the app on a real socket of 127.0.0.1. */
  async function instance(requestCounter: RequestCounter, trustProxy: TrustProxy): Promise<string> {
    const config = readConfig({})
    return new Promise((resolve) => {
      const server = listen(createApp({ config, requestCounter, trustProxy }), { ...config, port: 0 }, () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      )
      servers.push(server)
    })
  }
  const chat = (url: string, forwardedFor: string) =>
    fetch(`${url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ mensagem: 'oi' }),
    }).then((response) => response.status)

  it('with TRUST_PROXY=1, gives two clients behind one proxy address a bucket each', async () => {
    const behindProxy = await instance(shared(db(), 2), { kind: 'hops', hops: 1 })
    expect([await chat(behindProxy, '198.51.100.1'), await chat(behindProxy, '198.51.100.1')]).toEqual([200, 200])
    expect(await chat(behindProxy, '198.51.100.1')).toBe(429)
    expect(await chat(behindProxy, '198.51.100.2')).toBe(200)
    // Without it, everyone behind the proxy is the proxy's address: one bucket.
    await db().kysely.deleteFrom('rate_limit_windows').execute()
    const trusting = await instance(shared(db(), 2), { kind: 'off' })
    expect([await chat(trusting, '198.51.100.1'), await chat(trusting, '198.51.100.2')]).toEqual([200, 200])
    expect(await chat(trusting, '198.51.100.3')).toBe(429)
  })

  it('counts an IPv6 client by its /64: every address in it is one bucket', async () => {
    const behindProxy = await instance(shared(db(), 2), { kind: 'addresses', proxies: proxyList('127.0.0.1')! })
    expect([await chat(behindProxy, '2001:db8:1:2::a'), await chat(behindProxy, '2001:db8:1:2:ffff::b')]).toEqual([200, 200])
    expect(await chat(behindProxy, '2001:db8:1:2:1234:5678:9abc:def0')).toBe(429)
    expect(await chat(behindProxy, '2001:db8:1:3::a')).toBe(200)
    expect(await chat(behindProxy, '198.51.100.1')).toBe(200)
  })

  if (kind === 'postgresql') {
    it('with two instances on one PostgreSQL, counts one client in one bucket', async () => {
      const hops: TrustProxy = { kind: 'hops', hops: 1 }
      const first = await instance(shared(await openAnother(), 3), hops)
      const second = await instance(shared(await openAnother(), 3), hops)
      const statuses = [first, second, first, second].map((url) => () => chat(url, '198.51.100.7'))
      const seen: number[] = []
      for (const request of statuses) seen.push(await request())
      expect(seen).toEqual([200, 200, 200, 429])
      expect(await chat(second, '198.51.100.8')).toBe(200)
    })
  }
})
