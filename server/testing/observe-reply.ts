import { memoryMiB, resetPeakMemory } from './process-memory'

/** What a client saw of one chat message, and what the server's process went through meanwhile. */
export interface ObservedReply {
  status: number
  resposta: string | undefined
  /** From sending the message to the whole reply read. */
  replyMs: number
  /** Each GET /api/health sent one after another while the reply was awaited: how long it took to answer or to fail. */
  healthMs: number[]
  /** How many of them failed (no 200 with a body). */
  healthFailures: number
  /** The server's peak resident memory while it answered, over what it held before. */
  peakOverStartMiB: number
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await run()
  return { value, ms: performance.now() - started }
}

/** Sends one message to a server running as process `pid`, polling its health until the reply is in. */
export async function observeReply(server: { url: string; pid: number }, mensagem: string): Promise<ObservedReply> {
  resetPeakMemory(server.pid)
  const startMiB = memoryMiB(server.pid, 'VmRSS')
  let replied = false
  const reply = timed(async () => {
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mensagem }),
    })
    const body = (await response.json()) as { resposta?: string }
    return { status: response.status, resposta: body.resposta }
  }).finally(() => (replied = true))
  const healthMs: number[] = []
  let healthFailures = 0
  while (!replied) {
    const health = await timed(() =>
      fetch(`${server.url}/api/health`).then(
        async (response) => response.ok && (await response.text()) !== '',
        () => false,
      ),
    )
    healthMs.push(health.ms)
    if (!health.value) healthFailures++
  }
  const { value, ms } = await reply
  return { ...value, replyMs: ms, healthMs, healthFailures, peakOverStartMiB: memoryMiB(server.pid, 'VmHWM') - startMiB }
}
