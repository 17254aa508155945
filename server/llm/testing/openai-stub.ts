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

export interface OpenAiStub {
  baseUrl: string
  seen: SeenRequest[]
  /** Resolves when the next request has arrived (its body read). */
  nextRequest(): Promise<void>
  behave(behaviour: StubBehaviour): void
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

/** A real server on 127.0.0.1 (port 0) that speaks POST /v1/chat/completions, for tests. */
export async function startOpenAiStub(initial: StubBehaviour = { kind: 'answer', content: 'Olá!' }): Promise<OpenAiStub> {
  let behaviour = initial
  const seen: SeenRequest[] = []
  const hanging = new Set<ServerResponse>()
  const waiting: (() => void)[] = []
  const server = createServer(async (request, response) => {
    const text = await readBody(request)
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // kept as text
    }
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body })
    for (const resolve of waiting.splice(0)) resolve()
    if (behaviour.kind === 'hang') {
      hanging.add(response)
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
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    behave: (next) => (behaviour = next),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy()
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
