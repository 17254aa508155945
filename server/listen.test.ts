import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerType } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import { listen } from './listen'

let server: ServerType
let port: number

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = listen(createApp({ config: readConfig({}) }), { port: 0, host: '127.0.0.1' }, () => resolve())
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('requests the HTTP parser rejects', () => {
  it.each([
    ['an unknown method', 'NOPE /api/chat HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n'],
    ['garbage', '\u0000\u0001 nada de HTTP\r\n\r\n'],
  ])('%s gets a JSON 400 in Portuguese', async (_case, request) => {
    const answer = await raw(request)
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain('Content-Type: application/json')
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"erro":"Requisição HTTP inválida."}')
  })

  it('leaves good requests alone', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/)
  })
})
