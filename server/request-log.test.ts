import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChildServer, type ChildServer } from './testing/child-server'

let server: ChildServer
beforeAll(async () => {
  server = await startChildServer({ TRUST_PROXY: '1' })
}, 90_000)
afterAll(() => server?.stop())

/** What the server wrote to stdout for one request: the lines up to the next request's (a health check's). */
async function linesFor(path: string): Promise<string[]> {
  const from = server.lines.length
  await fetch(`${server.url}${path}`).then((response) => response.arrayBuffer())
  await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer())
  const deadline = performance.now() + 5000
  const sentinel = () => server.lines.findIndex((line, index) => index >= from && line.startsWith('GET /api/health 200 '))
  while (sentinel() === -1 && performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve))
  return server.lines.slice(from, sentinel())
}

describe('the server log', () => {
  it('warns at start that TRUST_PROXY=1 believes any connection’s X-Forwarded-For', () => {
    expect(server.lines.filter((line) => line.startsWith('aviso: TRUST_PROXY=1 acredita no X-Forwarded-For'))).toHaveLength(1)
  })
})

describe('the request log', () => {
  it.each([
    ['%0A: a forged line', '/x%0APOST%20/api/chat%20500%201.0ms', String.raw`GET /x\nPOST\x20/api/chat\x20500\x201.0ms 404 `],
    ['%1B: a terminal escape', '/x%1B%5B2J%1B%5D0;titulo%07', String.raw`GET /x\x1b[2J\x1b]0;titulo\x07 404 `],
    ['%0D and %E2%80%A8: other line ends', '/x%0D%E2%80%A8y', String.raw`GET /x\r\u2028y 404 `],
    ['%E2%80%AE: a bidi override', '/x%E2%80%AEy', String.raw`GET /x\u202ey 404 `],
    ['%5C: the escape itself', '/x%5Cn', String.raw`GET /x\\n 404 `],
  ])('writes one line per request, with %s escaped', async (_name, path, start) => {
    const lines = await linesFor(path)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.startsWith(start)).toBe(true)
    expect(lines[0]).toMatch(/ 404 \d+\.\dms$/)
  })

  it('leaves an ordinary path as it is', async () => {
    expect(await linesFor('/api/nada')).toEqual([expect.stringMatching(/^GET \/api\/nada 404 \d+\.\dms$/)])
  })
})
