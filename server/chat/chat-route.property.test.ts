import { Agent, METHODS, request, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { listen } from '../listen'
import { isChatReply, MAX_BODY_BYTES, MAX_MESSAGE_CHARS } from '../../src/contract/chat-api'

/*
 * Bad input against a real server on 127.0.0.1: whatever the body, headers or method, the answer
 * is never a 5xx, a 4xx is always JSON with `erro`, a 200 a reply as the contract writes it, and the connection is never dropped (a
 * dropped connection rejects `send`, which fails the property).
 */

let server: ServerType
let port: number
const agent = new Agent({ keepAlive: true, maxSockets: 4 })

beforeAll(async () => {
  const config = readConfig({ RATE_LIMIT_PER_MINUTE: '1000000' })
  const app = createApp({ config })
  await new Promise<void>((resolve) => {
    server = listen(app, { ...config, port: 0 }, () => resolve())
  })
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  agent.destroy()
  await new Promise((resolve) => server.close(resolve))
})

interface Answer {
  status: number
  contentType: string
  text: string
}

/** One raw HTTP request; without Content-Length the body goes chunked. */
function send({
  method = 'POST',
  path = '/api/chat',
  headers = { 'Content-Type': 'application/json' },
  body,
  chunked = false,
}: {
  method?: string
  path?: string
  headers?: OutgoingHttpHeaders
  body?: Buffer | string
  chunked?: boolean
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
    const allHeaders = { ...headers }
    if (payload && !chunked) allHeaders['Content-Length'] = payload.length
    const req = request({ host: '127.0.0.1', port, method, path, headers: allHeaders, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    if (payload) req.write(payload)
    req.end()
  })
}

function expectSound(answer: Answer, method = 'POST') {
  expect(answer.status).toBeLessThan(500)
  if (method === 'HEAD') return
  expect(answer.contentType).toContain('application/json')
  const body = JSON.parse(answer.text) as Record<string, unknown>
  if (answer.status >= 400) expect(typeof body.erro).toBe('string')
  else expect(isChatReply(body)).toBe(true)
  expect(answer.text).not.toMatch(/at .+\.(ts|js):\d+|Error:/)
}

const runs = { numRuns: 150 }

describe('POST /api/chat on a real server: no input gets a 5xx', { timeout: 60_000 }, () => {
  it('any bytes as a JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), async (bytes) => {
        const answer = await send({ body: Buffer.from(bytes) })
        expect([200, 400]).toContain(answer.status)
        expectSound(answer)
      }),
      runs,
    )
  })

  it('any JSON value, with or without Content-Length', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (value, chunked) => {
        const answer = await send({ body: JSON.stringify(value), chunked })
        expect([200, 400]).toContain(answer.status)
        expectSound(answer)
      }),
      runs,
    )
  })

  it('any object with any mensagem and historico', async () => {
    const anyValue = fc.oneof(fc.jsonValue(), fc.string(), fc.array(fc.record({ sender: fc.constantFrom('user', 'ai', 'x'), text: fc.jsonValue() })))
    await fc.assert(
      fc.asyncProperty(fc.record({ mensagem: anyValue, historico: anyValue }, { requiredKeys: [] }), async (value) => {
        const answer = await send({ body: JSON.stringify(value) })
        expect([200, 400]).toContain(answer.status)
        expectSound(answer)
      }),
      runs,
    )
  })

  it('any text as mensagem: 200 exactly when it is not blank and at most 2000 characters', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: fc.constantFrom(' ', '\n', '\t', 'a', 'ã', 'ç', '🙂', 'k'), minLength: 1990, maxLength: 2010 }),
    )
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), async (mensagem, chunked) => {
        const answer = await send({ body: JSON.stringify({ mensagem }), chunked })
        const ok = mensagem.trim() !== '' && [...mensagem].length <= MAX_MESSAGE_CHARS
        expect(answer.status).toBe(ok ? 200 : 400)
        expectSound(answer)
      }),
      runs,
    )
  })

  it('invalid UTF-8 inside mensagem', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 50 }).map((bytes) => bytes.map((byte) => byte | 0x80)), async (bytes) => {
        const body = Buffer.concat([Buffer.from('{"mensagem":"oi '), Buffer.from(bytes), Buffer.from('"}')])
        const answer = await send({ body })
        expect([200, 400]).toContain(answer.status)
        expectSound(answer)
      }),
      runs,
    )
  })

  it('any content type other than JSON gets 415', async () => {
    const contentType = fc.oneof(
      fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json'),
      fc.stringMatching(/^[a-z]{1,10}\/[a-z.+-]{1,12}(; ?[a-z]{1,8}=[a-z0-9-]{1,8})?$/),
    )
    await fc.assert(
      fc.asyncProperty(contentType, async (type) => {
        fc.pre(type.split(';')[0]!.trim() !== 'application/json')
        const answer = await send({ headers: { 'Content-Type': type }, body: '{"mensagem":"oi"}' })
        expect(answer.status).toBe(415)
        expectSound(answer)
      }),
      runs,
    )
  })

  it('any other method gets 405 with Allow: POST', async () => {
    // Every method Node's parser knows; CONNECT asks for a tunnel, not a response.
    const method = fc.constantFrom(...METHODS.filter((verb) => verb !== 'POST' && verb !== 'CONNECT'))
    await fc.assert(
      fc.asyncProperty(method, fc.option(fc.string({ maxLength: 100 })), async (verb, body) => {
        const answer = await send({ method: verb, body: body ?? undefined, headers: {} })
        expect(answer.status).toBe(405)
        expectSound(answer, verb)
      }),
      { numRuns: 80 },
    )
  })

  it('a method Node cannot parse is refused by Node itself with a 400, never a 5xx', async () => {
    const answer = await send({ method: 'NOPE', headers: {} })
    expect(answer.status).toBe(400)
  })

  it('any extra headers', async () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/)
    const value = fc.string({ unit: fc.constantFrom(...' abcxyzABC0123456789;,=/"\'-_.*()'.split('')), maxLength: 200 })
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, value, { maxKeys: 8 }), async (extra) => {
        fc.pre(!Object.keys(extra).some((key) => /^(content-length|transfer-encoding|host|connection|expect|upgrade|content-type|content-encoding|te|trailer|keep-alive)$/i.test(key)))
        const answer = await send({ headers: { ...extra, 'Content-Type': 'application/json' }, body: '{"mensagem":"receita rápida"}' })
        expect(answer.status).toBe(200)
        expectSound(answer)
      }),
      runs,
    )
  })

  it('bodies over 64 KiB get 413, with or without Content-Length, and the connection stays up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: MAX_BODY_BYTES + 1, max: 4 * 1024 * 1024 }), fc.boolean(), async (size, chunked) => {
        const answer = await send({ body: Buffer.alloc(size, 0x61), chunked })
        expect(answer.status).toBe(413)
        expectSound(answer)
      }),
      { numRuns: 20 },
    )
    // The same keep-alive agent still gets a normal answer afterwards.
    expect((await send({ body: '{"mensagem":"oi"}' })).status).toBe(200)
  })

  it('a Content-Encoding the server does not decode is still a clear 4xx', async () => {
    const answer = await send({ headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: Buffer.from([0x1f, 0x8b, 0, 1, 2]) })
    expect(answer.status).toBe(400)
    expectSound(answer)
  })
})
