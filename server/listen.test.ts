import type { Server } from 'node:http'
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

function startListening(env: Record<string, string> = {}, log?: (line: string) => void): Promise<Listening> {
  const config = readConfig(env)
  return new Promise((resolve) => {
    const server = listen(createApp({ config }), { ...config, port: 0, log }, () => resolve({ server, port: (server.address() as AddressInfo).port }))
  })
}

const stop = ({ server }: Listening) => new Promise((resolve) => server.close(resolve))
const closeAll = ({ server }: Listening) => (server as Server).closeAllConnections()

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

/** A connection from `from` (any 127.x.y.z is this machine, and each is a client of its own). */
function open(port: number, { allowHalfOpen = false, from = '127.0.0.1' } = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen, localAddress: from }, () => resolve(socket))
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
    const held = [await open(capped.port, { from: '127.0.0.2' }), await open(capped.port, { from: '127.0.0.3' })]
    expect(await serverCounts(2)).toBe(2)
    expect(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', capped.port)).toBe('')
    held[0]!.destroy()
    expect(await serverCounts(1)).toBe(1)
    expect(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', capped.port)).toMatch(/^HTTP\/1\.1 200 OK/)
    held[1]!.destroy()
  })
})

describe('connections the server refuses', () => {
  const HEADERS_TIMEOUT_MS = 1500
  const connectionsOf = ({ server }: Listening) => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)))
  async function untilConnections({ server }: Listening, expected: number, withinMs: number): Promise<number> {
    const deadline = performance.now() + withinMs
    while ((await connectionsOf({ server, port: 0 })) !== expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
    return connectionsOf({ server, port: 0 })
  }

  /** GET /api/health on a new connection: its status, or 0 when the connection was closed without one. */
  const health = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/health`, { headers: { Connection: 'close' } }).then(
      (response) => response.status,
      () => 0,
    )

  it('1,000 silent sockets that never close their side leave /api/health answering within a second after the headers timeout', async () => {
    const busy = await startListening({ HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: '2000', MAX_CONNECTIONS: '1000' })
    // allowHalfOpen: the client answers the server's FIN with nothing, as the review's client did.
    // Ten clients of 100 connections each (each client's share is a tenth of the cap).
    const silent = await Promise.all(Array.from({ length: 1000 }, (_, index) => open(busy.port, { allowHalfOpen: true, from: `127.0.1.${index % 10}` })))
    try {
      const opened = performance.now()
      const answers = silent.map((socket) => {
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        return new Promise<string>((resolve) => socket.on('end', () => resolve(text)))
      })
      expect(await untilConnections(busy, 1000, 1000)).toBe(1000)
      expect(await health(busy.port)).toBe(0) // the cap is reached: closed at once
      let status = 0
      while (status !== 200 && performance.now() - opened < HEADERS_TIMEOUT_MS + 1000) status = await health(busy.port)
      expect(status).toBe(200)
      const texts = await Promise.all(answers)
      expect(texts.every((text) => text.startsWith('HTTP/1.1 408 Request Timeout\r\n'))).toBe(true)
    } finally {
      for (const socket of silent) socket.destroy()
      closeAll(busy)
      await stop(busy)
    }
  }, 20_000)

  it('lets go of a refused connection as soon as its answer is written, even when the client keeps its side open', async () => {
    const own = await startListening()
    const socket = await open(own.port, { allowHalfOpen: true })
    try {
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString()))
      const ended = new Promise((resolve) => socket.once('end', resolve))
      socket.write('NOPE / HTTP/1.1\r\nHost: x\r\n\r\n')
      await ended
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
      expect(await untilConnections(own, 0, 500)).toBe(0)
    } finally {
      socket.destroy()
      closeAll(own)
      await stop(own)
    }
  })

  it('logs each request the parser refuses as one line, with no content of it', async () => {
    const lines: string[] = []
    const logged = await startListening({}, (line) => lines.push(line))
    await raw('NOPE /segredo HTTP/1.1\r\nHost: x\r\n\r\n', logged.port)
    await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`, logged.port)
    expect(lines).toEqual([
      expect.stringMatching(/^- <HPE_INVALID_METHOD> 400 \d+\.\dms$/),
      expect.stringMatching(/^- <HPE_HEADER_OVERFLOW> 431 \d+\.\dms$/),
    ])
    await stop(logged)
  })
})

describe("each client's share of the connections (MAX_CONNECTIONS_PER_CLIENT)", () => {
  it('a client that reopens every socket at once keeps its share only: another client is answered every time, and one line is logged', async () => {
    const lines: string[] = []
    const shared = await startListening({ MAX_CONNECTIONS: '40', MAX_CONNECTIONS_PER_CLIENT: '10' }, (line) => lines.push(line))
    const greedy = '127.0.0.7'
    const held: Socket[] = []
    let refused = 0
    try {
      // 200 attempts from one address, each socket kept open: only its share stays, the rest are closed unanswered.
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const socket = await open(shared.port, { allowHalfOpen: true, from: greedy })
        held.push(socket)
        socket.on('end', () => (refused += 1))
      }
      const deadline = performance.now() + 5000
      while (refused < 190 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
      expect(refused).toBe(190)
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', shared.port)),
      )
      expect(answers.every((answer) => answer.startsWith('HTTP/1.1 200 OK'))).toBe(true)
      expect(lines.filter((line) => line.includes('MAX_CONNECTIONS_PER_CLIENT'))).toEqual([
        '- <MAX_CONNECTIONS_PER_CLIENT> recusada: um cliente já tem 10 conexões abertas',
      ])
    } finally {
      for (const socket of held) socket.destroy()
      closeAll(shared)
      await stop(shared)
    }
  })
})
