// The second review's findings on connections: 1,000 sockets that say nothing and never close their
// side, and a request the HTTP parser refuses (is it in the log?).
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { startServer } from './production-server'

export const SILENT_SOCKETS = 1000
export const SILENT_HEADERS_TIMEOUT_MS = 3000
const GIVE_UP_MS = 30_000

export interface SocketsResult {
  /** From the first silent socket opened until /api/health answered; undefined when it never did within GIVE_UP_MS. */
  healthAfterMs: number | undefined
  /** Log lines for one request the parser refused (`NOPE / HTTP/1.1`). */
  refusedLogLines: number
}

function openSilent(port: number): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    // allowHalfOpen: it answers the server's FIN with nothing, as the review's client did.
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true }, () => resolve(socket))
    socket.on('error', () => resolve(undefined))
  })
}

const health = (url: string) =>
  fetch(`${url}/api/health`, { headers: { Connection: 'close' }, signal: AbortSignal.timeout(1000) }).then(
    (response) => response.status === 200,
    () => false,
  )

export async function measureSockets(dir: string, entry: string): Promise<SocketsResult> {
  const lines: string[] = []
  const timeout = String(SILENT_HEADERS_TIMEOUT_MS)
  const server = await startServer({ dir, args: [entry], env: { HEADERS_TIMEOUT_MS: timeout, REQUEST_TIMEOUT_MS: timeout }, onLine: (line) => lines.push(line) })
  const sockets: Socket[] = []
  try {
    const port = Number(new URL(server.url).port)
    const refused = await openSilent(port)
    const from = lines.length
    refused?.end('NOPE / HTTP/1.1\r\nHost: x\r\n\r\n')
    await sleep(500)
    refused?.destroy()
    const refusedLogLines = lines.length - from

    const opened = performance.now()
    for (let index = 0; index < SILENT_SOCKETS; index++) {
      const socket = await openSilent(port)
      if (socket) sockets.push(socket)
    }
    let healthAfterMs: number | undefined
    while (performance.now() - opened < GIVE_UP_MS) {
      if (await health(server.url)) {
        healthAfterMs = performance.now() - opened
        break
      }
      await sleep(200)
    }
    return { healthAfterMs, refusedLogLines }
  } finally {
    for (const socket of sockets) socket.destroy()
    await server.stop()
  }
}
