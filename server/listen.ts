import type { Socket } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'

const badRequest = JSON.stringify({ erro: 'Requisição HTTP inválida.' })

/**
 * Listens with the app. Requests Node's HTTP parser rejects before Hono sees them (an unknown
 * method, a broken header) still get a JSON 400 in Portuguese instead of a bare close.
 */
export function listen(
  app: Hono,
  { port, host }: { port: number; host: string },
  onListening: (port: number) => void,
): ServerType {
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => onListening(info.port))
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(badRequest)}\r\nConnection: close\r\n\r\n${badRequest}`,
    )
  })
  return server
}
