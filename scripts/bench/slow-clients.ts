// Clients on raw sockets that take too long or ask too much: how long the server holds each one,
// and what it answers; and how many idle connections it keeps open at once.
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** Past this the measurement stops waiting (Node's own request timeout is 300 s). */
export const GIVE_UP_MS = 100_000

export interface Held {
  name: string
  /** From the first byte sent (or the connection, or the reply) until the server closed; undefined when still open at GIVE_UP_MS. */
  heldMs: number | undefined
  /** The status line the server sent, if any. */
  answer: string
}

function open(url: URL): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true }, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Collects what the server sends; resolves when it closes or at GIVE_UP_MS. */
function watch(socket: Socket): { closed: Promise<boolean>; received: () => string } {
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
  socket.on('error', () => {})
  const closed = Promise.race([
    new Promise<boolean>((resolve) => socket.once('close', () => resolve(true))),
    sleep(GIVE_UP_MS).then(() => false),
  ])
  return { closed, received: () => received }
}

const statusLines = (received: string) => received.match(/^HTTP\/1\.1 \d{3}[^\r]*/gm)?.join(' + ') ?? '(nada)'

async function held(name: string, url: URL, run: (socket: Socket) => Promise<number>): Promise<Held> {
  const socket = await open(url)
  const { closed, received } = watch(socket)
  const from = await run(socket)
  const wasClosed = await closed
  socket.destroy()
  return { name, heldMs: wasClosed ? performance.now() - from : undefined, answer: statusLines(received()) }
}

const HEAD = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n'

/** Each kind of slow client, all at once. */
export function measureSlowClients(url: URL): Promise<Held[]> {
  return Promise.all([
    held('cabeçalhos de 20 KB', url, async (socket) => {
      socket.write(`${HEAD}X-Grande: ${'a'.repeat(20_000)}\r\n\r\n`)
      return performance.now()
    }),
    held('conexão que não envia nada', url, async () => performance.now()),
    held('slowloris: um byte de cabeçalho por segundo', url, async (socket) => {
      const started = performance.now()
      socket.write(`${HEAD}X-Devagar: `)
      void (async () => {
        while (!socket.destroyed && socket.writable) {
          await sleep(1000)
          if (socket.writable) socket.write('a')
        }
      })()
      return started
    }),
    held('corpo que para no meio', url, async (socket) => {
      socket.write('POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"mensagem":')
      return performance.now()
    }),
    held('keep-alive ocioso depois de uma resposta', url, async (socket) => {
      socket.write(`${HEAD}\r\n`)
      await new Promise((resolve) => socket.once('data', resolve))
      return performance.now()
    }),
  ])
}

export interface ConnectionCount {
  opened: number
  /** Closed by the server within a second of connecting, with nothing sent. */
  closedAtOnce: number
}

/** Opens `count` idle connections, then counts how many the server closed at once. */
export async function measureConnectionCap(url: URL, count: number): Promise<ConnectionCount> {
  const sockets: Socket[] = []
  let closed = 0
  try {
    for (let index = 0; index < count; index++) {
      const socket = await open(url).catch(() => undefined)
      if (!socket) continue
      socket.on('error', () => {})
      socket.once('close', () => closed++)
      sockets.push(socket)
    }
    await sleep(1000)
    return { opened: sockets.length, closedAtOnce: closed }
  } finally {
    for (const socket of sockets) socket.destroy()
  }
}
