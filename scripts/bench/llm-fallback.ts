// The fallback check: an "LLM" that accepts connections and never answers; every chat message
// must still get a 200 with a `resposta` from the embedded assistant within LLM_TIMEOUT_MS + 100 ms.
import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { evalSet } from '../../evaluation/eval-set'
import { startServer } from './production-server'

export const LLM_TIMEOUT_MS = 1000
export const SLACK_MS = 100
const MESSAGES = 20

export interface FallbackReply {
  message: string
  ms: number
  /** What the server logged for it. */
  serverMs: number
  status: number
  hasResposta: boolean
}

export interface FallbackResult {
  replies: FallbackReply[]
  llmConnections: number
  timeoutLogLines: number
}

/** Messages that may go to an LLM (a crisis or a health question never does), spread over the set. */
function messages(): string[] {
  const eligible = evalSet.filter(({ intent }) => intent !== 'crisis' && intent !== 'health')
  const step = eligible.length / MESSAGES
  return Array.from({ length: MESSAGES }, (_, index) => eligible[Math.floor(index * step)]!.message)
}

async function ask(url: string, message: string): Promise<FallbackReply> {
  const started = performance.now()
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mensagem: message }),
  })
  const body: unknown = await response.json().catch(() => null)
  const ms = performance.now() - started
  const hasResposta = typeof body === 'object' && body !== null && typeof (body as { resposta?: unknown }).resposta === 'string'
  return { message, ms, serverMs: Number.NaN, status: response.status, hasResposta }
}

/** One message at a time, so each latency is the fallback's own. */
export async function checkFallback(dir: string): Promise<FallbackResult> {
  const held: Socket[] = []
  const silent = createServer((socket) => {
    held.push(socket)
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const { port } = silent.address() as AddressInfo
  const server = await startServer({
    dir,
    env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'x', LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS) },
  })
  try {
    // The first fetch of a process loads undici: not the server's time.
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer())
    const replies: FallbackReply[] = []
    for (const message of messages()) replies.push(await ask(server.url, message))
    // One at a time, so the server's log lines are in the same order; the last may still be in the pipe.
    for (let waited = 0; server.log.chatMs.length < replies.length && waited < 1000; waited += 10) await sleep(10)
    replies.forEach((reply, index) => (reply.serverMs = server.log.chatMs[index] ?? Number.NaN))
    const timeoutLogLines = server.log.other.filter((line) => line.startsWith('llm indisponível (timeout)')).length
    return { replies, llmConnections: held.length, timeoutLogLines }
  } finally {
    await server.stop()
    for (const socket of held) socket.destroy()
    silent.close()
  }
}
