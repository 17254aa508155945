import { connect, type AddressInfo, type Socket } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { listen } from '../listen'

/*
 * A body is read within a budget of bytes, chunks and time, and a client over its rate limit is
 * refused before a byte of its body is read (the review's 1-byte-chunk streams).
 */

const appWith = (env: Record<string, string> = {}) => createApp({ config: readConfig(env) })

/** A streamed body of `chunks` chunks of `text`, then its end (or never, with `endless`). */
function streamed(chunks: number, text: string, { endless = false } = {}) {
  const bytes = new TextEncoder().encode(text)
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < chunks) {
        sent += 1
        controller.enqueue(bytes)
      } else if (!endless) controller.close()
    },
  })
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit
}

afterEach(() => vi.useRealTimers())

describe('a body within its budget', () => {
  it('a body in 2,000 one-byte chunks is refused at its 1,025th, and the connection closes', async () => {
    const res = await appWith().request('/api/chat', streamed(2000, ' '))
    expect(res.status).toBe(400)
    expect(res.headers.get('Connection')).toBe('close')
    expect(await res.json()).toEqual({ erro: 'A requisição chegou em pedaços pequenos demais. Envie-a de uma vez.' })
  })

  it('a body in a few hundred small chunks is read whole', async () => {
    const text = JSON.stringify({ mensagem: 'receita com tapioca' })
    const res = await appWith().request('/api/chat', streamed(1, text))
    expect(res.status).toBe(200)
  })

  it('a body that stops coming gets a 408 after 10 s, and the connection closes', async () => {
    vi.useFakeTimers()
    const answer = appWith().request('/api/chat', streamed(3, ' ', { endless: true }))
    await vi.advanceTimersByTimeAsync(10_000)
    const res = await answer
    expect([res.status, res.headers.get('Connection')]).toEqual([408, 'close'])
    expect(await res.json()).toEqual({ erro: 'A requisição demorou demais para chegar. Tente de novo.' })
  })
})

describe('on a real socket', () => {
  let server: ServerType
  let port: number
  beforeAll(async () => {
    const config = readConfig({ RATE_LIMIT_PER_MINUTE: '1' })
    await new Promise<void>((resolve) => {
      server = listen(createApp({ config }), { ...config, port: 0 }, () => resolve())
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  function opened(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', noDelay: true }, () => resolve(socket))
      socket.on('error', reject)
    })
  }

  /** What the server wrote until it closed the connection. */
  function answerOf(socket: Socket): Promise<string> {
    return new Promise((resolve) => {
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
      socket.on('error', () => resolve(text))
    })
  }

  const head = 'POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'

  it('a client over its limit is refused before its body is read: a body that never ends still gets its 429 at once', async () => {
    const first = await opened()
    const firstAnswer = answerOf(first)
    const body = JSON.stringify({ mensagem: 'oi' })
    first.end(`${head}${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`.replace('Host: x', 'Host: x\r\nConnection: close'))
    expect(await firstAnswer).toMatch(/^HTTP\/1\.1 200 OK/)
    const over = await opened()
    const answer = answerOf(over)
    over.write(`${head}1\r\n{\r\n`) // and never the rest
    const text = await answer
    expect(text).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/)
    expect(text).toMatch(/\r\nconnection: close\r\n/i)
  })

  it('a client over its limit sending a megabyte of one-byte chunks: no more of it is read than one socket read', async () => {
    const serverSide = new Promise<Socket>((resolve) => server.once('connection', resolve))
    const over = await opened()
    over.on('data', () => {}).on('error', () => {})
    over.write(head + '1\r\n \r\n'.repeat(1024 * 1024)) // in one write, as an attacker sends it
    const accepted = await serverSide
    await new Promise((resolve) => accepted.once('close', resolve))
    over.destroy()
    expect(accepted.bytesRead).toBeLessThanOrEqual(64 * 1024 + 1024)
  })
})

describe('chunks on a real socket', () => {
  let server: ServerType
  let port: number
  beforeAll(async () => {
    const config = readConfig({})
    await new Promise<void>((resolve) => {
      server = listen(createApp({ config }), { ...config, port: 0 }, () => resolve())
    })
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('a chunked body of one-byte chunks gets its 400 and the connection closes before the body ends', async () => {
    const socket = connect({ port, host: '127.0.0.1' })
    const answer = new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
      socket.on('error', () => resolve(text))
    })
    socket.write('POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    socket.write('1\r\n \r\n'.repeat(5000)) // and never the last chunk
    const text = await answer
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(text).toContain('pedaços pequenos demais')
  })

  it('a megabyte of one-byte chunks is read no further than one socket read past its budget', async () => {
    const serverSide = new Promise<Socket>((resolve) => server.once('connection', resolve))
    const socket = connect({ port, host: '127.0.0.1' })
    socket.on('data', () => {}).on('error', () => {})
    // In one write, as an attacker sends it; six bytes on the wire for each byte of body.
    socket.write(`POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${'1\r\n \r\n'.repeat(1024 * 1024)}`)
    const accepted = await serverSide
    await new Promise((resolve) => accepted.once('close', resolve))
    socket.destroy()
    // Node reads a socket 64 KiB at a time; what it parsed before the answer is all it parsed.
    expect(accepted.bytesRead).toBeLessThanOrEqual(64 * 1024 + 1024)
  })
})
