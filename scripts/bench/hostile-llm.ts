// The security review's hostile LLM against the production server: for each way of answering
// with too much, how long the chat reply took, who answered it, how far the server's memory rose
// (VmHWM, reset before each case) and how long /api/health waited meanwhile.
import { startOpenAiStub, type StubBehaviour } from '../../server/llm/testing/openai-stub'
import { observeReply, type ObservedReply } from '../../server/testing/observe-reply'
import { startServer } from './production-server'

// Long enough for the whole 50 MB to arrive; the endless stream is read for this long when nothing stops it.
export const HOSTILE_TIMEOUT_MS = 3000
const MESSAGE = 'receita com tapioca'

export const hostileCases: [string, StubBehaviour][] = [
  ['corpo de 50 MB', { kind: 'flood', bytes: 50 * 2 ** 20 }],
  ['fluxo rápido sem fim', { kind: 'flood', bytes: 'endless' }],
  ['corpo de 100.000 "<"', { kind: 'raw', body: '<'.repeat(100_000) }],
  ['resposta de 40.000 "<"', { kind: 'answer', content: '<'.repeat(40_000) }],
  ['resposta de 80.000 "<"', { kind: 'answer', content: '<'.repeat(80_000) }],
  ['resposta de 100.000 "<"', { kind: 'answer', content: '<'.repeat(100_000) }],
]

export interface HostileResult extends ObservedReply {
  name: string
  /** The server's `llm …` log line for it, or that the LLM's text was shown. */
  answeredBy: string
}

/** Each case on a server of its own, so memory one case left behind cannot hide the next one's. */
export async function measureHostileLlm(dir: string, entry: string): Promise<HostileResult[]> {
  const results: HostileResult[] = []
  for (const [name, behaviour] of hostileCases) {
    const stub = await startOpenAiStub({ kind: 'status', status: 500 })
    let llmLine: string | undefined
    const server = await startServer({
      dir,
      args: [entry],
      env: { LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'x', LLM_TIMEOUT_MS: String(HOSTILE_TIMEOUT_MS), RATE_LIMIT_PER_MINUTE: '1000000' },
      onLine: (line) => {
        if (line.startsWith('llm')) llmLine = line
      },
    })
    try {
      await observeReply(server, MESSAGE)
      stub.behave(behaviour)
      llmLine = undefined
      const observed = await observeReply(server, MESSAGE)
      // The log line is written before the reply; the pipe may deliver it a moment later.
      for (let tries = 0; llmLine === undefined && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 10))
      results.push({ name, ...observed, answeredBy: llmLine ?? 'o texto do LLM' })
    } finally {
      await server.stop()
      await stub.close()
    }
  }
  return results
}
