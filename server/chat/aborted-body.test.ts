import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { readConfig } from '../config'
import { listen } from '../listen'

/*
 * A client that goes away in the middle of its body (a phone losing signal) is no server error:
 * the server's log must say 4xx, never 500 with "erro interno" (found by npm run bench:soak).
 */

let server: ServerType
let port: number
const lines: string[] = []
let onLine: (line: string) => void = () => {}

beforeAll(async () => {
  const log = (line: string) => {
    lines.push(line)
    onLine(line)
  }
  const config = readConfig({ RATE_LIMIT_PER_MINUTE: '1000000' })
  const app = createApp({ config, log })
  await new Promise<void>((resolve) => {
    server = listen(app, { ...config, port: 0 }, () => resolve())
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Sends the start of a request, hangs up, and resolves with the server's log line for it. */
function abandon(head: string, partialBody: string): Promise<string> {
  lines.length = 0
  const logged = new Promise<string>((resolve) => {
    onLine = (line) => {
      if (line.startsWith('POST /api/chat ')) resolve(line)
    }
  })
  const socket = connect(port, '127.0.0.1', () => {
    const start = `POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${head}\r\n\r\n${partialBody}`
    socket.write(start, () => socket.destroy())
  })
  return logged
}

describe('a client that hangs up mid-body', () => {
  it('gets a 400 in the log for a chunked body, not a 500', async () => {
    const line = await abandon('Transfer-Encoding: chunked', '100\r\n{"mensagem": "oi')
    expect(line).toMatch(/^POST \/api\/chat 400 /)
    expect(lines.filter((text) => text.startsWith('erro interno'))).toEqual([])
  })

  it('gets a 413 in the log for a declared body over the limit, not a 500', async () => {
    const line = await abandon('Content-Length: 100000', `{"mensagem": "${'x'.repeat(1000)}`)
    expect(line).toMatch(/^POST \/api\/chat 413 /)
    expect(lines.filter((text) => text.startsWith('erro interno'))).toEqual([])
  })

  it('gets a 400 in the log for a declared body under the limit', async () => {
    const line = await abandon('Content-Length: 400', '{"mensagem": "oi')
    expect(line).toMatch(/^POST \/api\/chat 400 /)
    expect(lines.filter((text) => text.startsWith('erro interno'))).toEqual([])
  })
})
