import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a test's OpenAI-compatible server saw: path, headers, parsed body. */
export interface SeenRequest {
  path: string
  authorization: string | undefined
  body: unknown
}

export type StubBehaviour =
  | { kind: 'answer'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string }
  | { kind: 'hang' }
  /** A completion whose text is `bytes` bytes of 'a', written as fast as the client reads; `endless` never ends. */
  | { kind: 'flood'; bytes: number | 'endless' }

export interface OpenAiStub {
  baseUrl: string
  /** Requests for a reply. */
  seen: SeenRequest[]
  /** Requests for a risk reading (a `response_format` named leitura_de_risco), answered apart. */
  riskSeen: SeenRequest[]
  /** Resolves when the next request for a reply has arrived (its body read). */
  nextRequest(): Promise<void>
  behave(behaviour: StubBehaviour): void
  /** How risk readings are answered: by default, "nenhum". */
  behaveOnRisk(behaviour: StubBehaviour): void
  /** Floods still being written: the client has not hung up yet. */
  floodsOpen(): number
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}

const FLOOD_CHUNK = Buffer.alloc(64 * 1024, 'a')

/** Writes the flood, waiting for the socket to drain, until it is all sent or the client hangs up. */
async function flood(response: ServerResponse, bytes: number | 'endless'): Promise<void> {
  const head = '{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"'
  const tail = '"}}]}'
  const length = bytes === 'endless' ? undefined : Buffer.byteLength(head) + bytes + Buffer.byteLength(tail)
  response.writeHead(200, { 'Content-Type': 'application/json', ...(length === undefined ? {} : { 'Content-Length': length }) })
  response.write(head)
  let left = bytes === 'endless' ? Infinity : bytes
  while (left > 0 && !response.destroyed) {
    const chunk = left >= FLOOD_CHUNK.length ? FLOOD_CHUNK : FLOOD_CHUNK.subarray(0, left)
    left -= chunk.length
    if (!response.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done).off('close', done)
          resolve()
        }
        response.on('drain', done).on('close', done)
      })
    }
  }
  if (!response.destroyed) response.end(tail)
}

/** The risk reading a stub gives unless told otherwise. */
export const noRisk: StubBehaviour = { kind: 'answer', content: '{"nivel":"nenhum","tipo":"nenhum"}' }

const asksForRisk = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { response_format?: { json_schema?: { name?: unknown } } }).response_format?.json_schema?.name === 'leitura_de_risco'

/** A real server on 127.0.0.1 (port 0) that speaks POST /v1/chat/completions, for tests. */
export async function startOpenAiStub(initial: StubBehaviour = { kind: 'answer', content: 'Olá!' }): Promise<OpenAiStub> {
  let replyBehaviour = initial
  let riskBehaviour = noRisk
  const seen: SeenRequest[] = []
  const riskSeen: SeenRequest[] = []
  const hanging = new Set<ServerResponse>()
  const flooding = new Set<ServerResponse>()
  const waiting: (() => void)[] = []
  const server = createServer(async (request, response) => {
    const text = await readBody(request)
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // kept as text
    }
    const risk = asksForRisk(body)
    ;(risk ? riskSeen : seen).push({ path: request.url ?? '', authorization: request.headers.authorization, body })
    if (!risk) for (const resolve of waiting.splice(0)) resolve()
    const behaviour = risk ? riskBehaviour : replyBehaviour
    if (behaviour.kind === 'hang') {
      hanging.add(response)
      return
    }
    if (behaviour.kind === 'flood') {
      flooding.add(response)
      response.once('close', () => flooding.delete(response))
      await flood(response, behaviour.bytes)
      return
    }
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'Content-Type': 'application/json' }).end('{"error":"falhou"}')
      return
    }
    const payload =
      behaviour.kind === 'raw'
        ? behaviour.body
        : JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content } }] })
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    riskSeen,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    behave: (next) => (replyBehaviour = next),
    behaveOnRisk: (next) => (riskBehaviour = next),
    floodsOpen: () => flooding.size,
    close: () =>
      new Promise((resolve) => {
        for (const response of [...hanging, ...flooding]) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The URL of a server that has just stopped: connections to it are refused. */
export async function stoppedServerUrl(): Promise<string> {
  const stub = await startOpenAiStub()
  await stub.close()
  return stub.baseUrl
}
