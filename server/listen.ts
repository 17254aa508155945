import type { ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'
import type { ServerConfig } from './config'
import { connectionSlots } from './connection-slots'
import type { LogLine } from './request-log'

/** How often Node looks for connections past their headers or request timeout (its default is 30 s). */
const TIMEOUT_CHECK_MS = 250
/**
 * How much of a request's body Node buffers before its reader asks: past it the socket stops being
 * read. Node's default (16 KiB) let a body of one-byte chunks be parsed sixteen thousand chunks
 * deep before the body's own budget (server/chat/body-size.ts) could count one of them.
 */
const READ_AHEAD_BYTES = 1024
/** A refused connection whose answer cannot even be written (a client that reads nothing) is cut after this. */
const REFUSAL_LINGER_MS = 1000

/** What a request Node's HTTP parser or its timeouts stopped before Hono saw it gets, by error code. */
const refusals: Record<string, readonly [status: number, reason: string, erro: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Os cabeçalhos da requisição são grandes demais.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'A requisição é grande demais.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'A requisição demorou demais para chegar. Tente de novo.'],
}
const badRequest = [400, 'Bad Request', 'Requisição HTTP inválida.'] as const

function refusal(code: string | undefined): { status: number; response: string } {
  const [status, reason, erro] = (code && refusals[code]) || badRequest
  const body = JSON.stringify({ erro })
  const response =
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  return { status, response }
}

/** Node's own code for what the parser refused (HPE_…, ERR_…): never a byte of what the client sent. */
const reasonOf = (code: string | undefined) => (code && /^[A-Z_]+$/.test(code) ? code : 'HPE_UNKNOWN')

/**
 * Listens with the app, with deliberate timeouts, a connection cap and each client's share of it
 * (docs/running.md).
 * Requests Node's HTTP parser rejects before Hono sees them (an unknown method, a broken header,
 * headers too large, a request that took too long to arrive) still get a JSON answer in
 * Portuguese with their own status instead of a bare close, a line in the log like any request's
 * (`- <HPE_INVALID_METHOD> 400 0.3ms`: the parser's reason where the path would be, and the time
 * since the connection opened), and then the connection is destroyed: Node's server keeps a
 * half-closed socket until the client closes its side, and a silent client never does.
 */
export function listen(
  app: Hono,
  {
    port,
    host,
    http,
    log = () => {},
    trustedProxy,
  }: Pick<ServerConfig, 'port' | 'host' | 'http'> & {
    log?: LogLine
    /** A proxy's connections carry many clients: they are not held to one client's share. */
    trustedProxy?: (address: string) => boolean
  },
  onListening: (port: number) => void,
): ServerType {
  const server = serve(
    {
      fetch: app.fetch,
      port,
      hostname: host,
      serverOptions: {
        headersTimeout: http.headersTimeoutMs,
        requestTimeout: http.requestTimeoutMs,
        keepAliveTimeout: http.keepAliveTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_MS,
        highWaterMark: READ_AHEAD_BYTES,
      },
    },
    (info) => onListening(info.port),
  )
  server.maxConnections = http.maxConnections
  const opened = new WeakMap<Socket, number>()
  const slots = connectionSlots({
    perClient: http.maxConnectionsPerClient,
    ...(trustedProxy ? { exempt: trustedProxy } : {}),
    onRefused: () => log(`- <MAX_CONNECTIONS_PER_CLIENT> recusada: um cliente já tem ${http.maxConnectionsPerClient} conexões abertas`),
  })
  server.on('connection', (socket: Socket) => {
    // Over its share: refused without an answer, like one past MAX_CONNECTIONS, and its slot free at once.
    if (!slots.take(socket)) return socket.destroy()
    opened.set(socket, performance.now())
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: ServerResponse | null }) => {
    // A reply already under way (a request that timed out while its answer was being written)
    // must not get a second one in the middle of it: Node's own handler checks the same.
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) return socket.destroy()
    const { status, response } = refusal(error.code)
    socket.end(response, () => socket.destroy())
    setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS).unref()
    const ms = (performance.now() - (opened.get(socket) ?? performance.now())).toFixed(1)
    log(`- <${reasonOf(error.code)}> ${status} ${ms}ms`)
  })
  return server
}
