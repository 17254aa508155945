import type { AddressInfo, Socket } from 'node:net'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerType } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import { listen } from './listen'
import { startOpenAiStub, type OpenAiStub } from './llm/testing/openai-stub'

interface Listening {
  server: ServerType
  port: number
}

function startListening(env: Record<string, string> = {}): Promise<Listening> {
  const config = readConfig(env)
  return new Promise((resolve) => {
    const server = listen(createApp({ config }), { ...config, port: 0 }, () => resolve({ server, port: (server.address() as AddressInfo).port }))
  })
}

const stop = ({ server }: Listening) => new Promise((resolve) => server.close(resolve))

let plain: Listening
let quick: Listening
let capped: Listening
let silentLlm: OpenAiStub
beforeAll(async () => {
  plain = await startListening()
  silentLlm = await startOpenAiStub({ kind: 'hang' })
  quick = await startListening({
    HEADERS_TIMEOUT_MS: '300',
    REQUEST_TIMEOUT_MS: '600',
    KEEP_ALIVE_TIMEOUT_MS: '300',
    LLM_BASE_URL: silentLlm.baseUrl,
    LLM_MODEL: 'modelo-teste',
    LLM_TIMEOUT_MS: '1500',
  })
  capped = await startListening({ MAX_CONNECTIONS: '2' })
})
afterAll(async () => {
  await Promise.all([plain, quick, capped].map(stop))
  await silentLlm.close()
})

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })
}

/** Everything the server sends until it closes the connection. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

async function raw(request: string, port = plain.port): Promise<string> {
  const socket = await open(port)
  const answer = untilClosed(socket)
  socket.write(request)
  return answer
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { erro: string }

describe('requests the HTTP parser rejects', () => {
  it.each([
    ['an unknown method', 'NOPE /api/chat HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n'],
    ['garbage', '\u0000\u0001 nada de HTTP\r\n\r\n'],
  ])('%s gets a JSON 400 in Portuguese', async (_case, request) => {
    const answer = await raw(request)
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain('Content-Type: application/json')
    expect(bodyOf(answer)).toEqual({ erro: 'Requisição HTTP inválida.' })
  })

  it('headers over 16 KB get a 431', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(bodyOf(answer)).toEqual({ erro: 'Os cabeçalhos da requisição são grandes demais.' })
  })

  it('a chunk extension over 16 KB gets a 413', async () => {
    const answer = await raw(`POST /api/chat HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1;${'a'.repeat(20_000)}\r\nx\r\n0\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 413 Payload Too Large\r\n/)
  })

  it('leaves good requests alone', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/)
  })
})

describe('clients that take too long', () => {
  it.each([
    ['headers that never end (HEADERS_TIMEOUT_MS)', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Devagar: a'],
    ['a connection that sends nothing (HEADERS_TIMEOUT_MS)', ''],
    ['a body that stops (REQUEST_TIMEOUT_MS)', 'POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mensagem":'],
  ])('%s get a JSON 408 and the connection closes', async (_case, request) => {
    const answer = await raw(request, quick.port)
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(bodyOf(answer)).toEqual({ erro: 'A requisição demorou demais para chegar. Tente de novo.' })
  })

  it('an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS, without a second answer', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', quick.port)
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1)
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
  })

  it('a reply slower than REQUEST_TIMEOUT_MS (an LLM that never answers) is not cut: the timeout counts the request only', async () => {
    const body = JSON.stringify({ mensagem: 'receita com tapioca' })
    const answer = await raw(
      `POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      quick.port,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(answer).toContain('Tapioca')
  })
})

describe('the connection cap (MAX_CONNECTIONS)', () => {
  const connections = () => new Promise<number>((resolve) => capped.server.getConnections((_error, count) => resolve(count)))

  async function serverCounts(expected: number): Promise<number> {
    const deadline = performance.now() + 5000
    while ((await connections()) !== expected && performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve))
    return connections()
  }

  it('closes a connection past the cap at once, and takes new ones again when one ends', async () => {
    const held = [await open(capped.port), await open(capped.port)]
    expect(await serverCounts(2)).toBe(2)
    expect(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', capped.port)).toBe('')
    held[0]!.destroy()
    expect(await serverCounts(1)).toBe(1)
    expect(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', capped.port)).toMatch(/^HTTP\/1\.1 200 OK/)
    held[1]!.destroy()
  })
})
