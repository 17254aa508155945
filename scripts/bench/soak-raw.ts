// Soak clients on raw sockets: ones that trickle a request byte by byte, ones that stop halfway
// and give up, and requests Node's HTTP parser rejects.
import { connect, type Socket } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { GAVE_UP, type Outcome } from './soak-tally'

const body = JSON.stringify({ mensagem: 'tenho 5 min, me passa um alongamento pro pescoço' })
const head = (length: string) => `POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n`
const complete = `${head(`Content-Length: ${Buffer.byteLength(body)}`)}Connection: close\r\n\r\n${body}`

/** Requests that stop before their end; the client then waits and walks away. */
export const stalledRequests = [
  `${head('Content-Length: 400')}\r\n${body.slice(0, 20)}`,
  `${head('Transfer-Encoding: chunked')}\r\n100\r\n${body.slice(0, 20)}`,
  `${head('Content-Length: 400').slice(0, 40)}`,
]

export const rejectedRequests = ['NOPE /api/chat HTTP/1.1\r\nHost: x\r\n\r\n', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n', '\u0000\u0001 nada de HTTP\r\n\r\n']

function open(url: URL, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress, noDelay: true }, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Collects what the server sends until it closes; the status of its first line. */
function answerOf(socket: Socket): Promise<Outcome> {
  return new Promise((resolve) => {
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ dropped: error.code ?? error.message }))
    socket.once('end', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received)?.[1]
      resolve(status ? { status: Number(status) } : { dropped: 'fechou sem resposta' })
    })
  })
}

async function guarded(run: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await run()
  } catch (error) {
    return { dropped: (error as NodeJS.ErrnoException).code ?? String(error) }
  }
}

/** A whole, valid request, one byte every `byteMs`; the answer must still be a 200. */
export const trickle = (url: URL, localAddress: string, byteMs: number) =>
  guarded(async () => {
    const socket = await open(url, localAddress)
    const answer = answerOf(socket)
    for (const byte of Buffer.from(complete)) {
      if (socket.destroyed) break
      socket.write(Buffer.of(byte))
      await sleep(byteMs)
    }
    return answer
  })

/** A request cut short: no answer is due while it waits, and no reset before it gives up. */
export const stall = (url: URL, localAddress: string, request: string, waitMs: number) =>
  guarded(async () => {
    const socket = await open(url, localAddress)
    let outcome: Outcome | undefined
    void answerOf(socket).then((early) => (outcome = early))
    socket.write(request)
    await sleep(waitMs)
    socket.destroy()
    return outcome ?? { status: GAVE_UP }
  })

/** Something that is not HTTP: a JSON 400, then the server closes. */
export const rejected = (url: URL, localAddress: string, request: string) =>
  guarded(async () => {
    const socket = await open(url, localAddress)
    const answer = answerOf(socket)
    socket.write(request)
    return answer
  })
