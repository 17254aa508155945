// One soak request over node:http (keep-alive), from a chosen loopback source address.
import { Agent, request } from 'node:http'
import type { SoakRequest } from './soak-requests'
import type { Outcome } from './soak-tally'

export const agent = new Agent({ keepAlive: true, maxSockets: Infinity })

const TIMEOUT_MS = 15_000

export function send(url: URL, soakRequest: SoakRequest, localAddress: string): Promise<Outcome> {
  const { method, path, headers = {}, body, chunked } = soakRequest
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: Outcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    const allHeaders: Record<string, string | number> = { ...headers }
    if (body && !chunked) allHeaders['content-length'] = body.length
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers: allHeaders, agent, localAddress, timeout: TIMEOUT_MS },
      (res) => {
        res.resume()
        res.on('end', () => settle({ status: res.statusCode ?? -1, retryAfter: res.headers['retry-after'] }))
        res.on('error', (error: NodeJS.ErrnoException) => settle({ dropped: error.code ?? error.message }))
      },
    )
    req.on('timeout', () => req.destroy(Object.assign(new Error('sem resposta'), { code: 'TIMEOUT' })))
    // After a whole answer, a late write error (the server closed a body it would not read) is no drop.
    req.on('error', (error: NodeJS.ErrnoException) => settle({ dropped: error.code ?? error.message }))
    if (body) req.write(body)
    req.end()
  })
}
