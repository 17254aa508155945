// The third review's finding 2: streams whose body comes one byte per HTTP chunk (the cheapest
// way to make a parser work per byte), against a server in its own process. Its CPU is read from
// /proc/<pid>/stat and what it read from its sockets from /proc/<pid>/io, so nothing in the
// server is instrumented; `/api/health` is probed meanwhile.
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { percentile } from './stats'

export const CHUNK_STREAMS = 3
const ATTACK_MS = 10_000
const PROBES_BEFORE = 40
const PROBE_EVERY_MS = 100
/** One-byte chunks per write: the attacker sends as fast as the server takes them. */
const CHUNKS_PER_WRITE = 4096
const ONE_BYTE_CHUNK = '1\r\nx\r\n'

export interface ChunksResult {
  path: string
  healthP50Before: number
  healthP50During: number
  /** Server CPU (user + system) per MiB of body the attackers got written to their sockets. */
  cpuMsPerMiBSent: number
  /** The same per MiB the server itself read from its sockets (chunk framing included). */
  cpuMsPerMiBRead: number
  bodyMiBSent: number
  connections: number
}

const TICK_MS = 1000 / 100 // USER_HZ on Linux

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS // utime, stime
}

function bytesRead(pid: number): number {
  return Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1])
}

async function probe(url: string): Promise<number> {
  const started = performance.now()
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then((response) => response.arrayBuffer())
  } catch {
    return 5000
  }
  return performance.now() - started
}

/** One attacker: a connection after another, each a chunked body of one-byte chunks until the server closes it. */
async function stream(url: URL, path: string, method: string, until: number, counts: { chunks: number; connections: number }): Promise<void> {
  const block = Buffer.from(ONE_BYTE_CHUNK.repeat(CHUNKS_PER_WRITE))
  const head = `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`
  while (performance.now() < until) {
    counts.connections += 1
    await new Promise<void>((resolve) => {
      const socket = connect({ host: url.hostname, port: Number(url.port) })
      let open = true
      const done = () => {
        open = false
        socket.destroy()
        resolve()
      }
      socket.on('error', done).on('close', done).on('data', () => {})
      const pump = () => {
        while (open && performance.now() < until) {
          const flushed = socket.write(block)
          counts.chunks += CHUNKS_PER_WRITE
          if (!flushed) return void socket.once('drain', pump)
        }
        if (open) done()
      }
      socket.once('connect', () => {
        socket.write(head)
        pump()
      })
    })
  }
}

export async function measureChunks(url: string, pid: number, path = '/api/chat', method = 'POST'): Promise<ChunksResult> {
  const before: number[] = []
  for (let index = 0; index < PROBES_BEFORE; index++) {
    before.push(await probe(url))
    await sleep(PROBE_EVERY_MS / 4)
  }
  const counts = { chunks: 0, connections: 0 }
  const cpuFrom = cpuMs(pid)
  const readFrom = bytesRead(pid)
  const until = performance.now() + ATTACK_MS
  const attackers = Array.from({ length: CHUNK_STREAMS }, () => stream(new URL(url), path, method, until, counts))
  const during: number[] = []
  while (performance.now() < until) {
    during.push(await probe(url))
    await sleep(PROBE_EVERY_MS)
  }
  await Promise.all(attackers)
  // What the server still had in its sockets' buffers is read (or dropped) within a moment.
  await sleep(1500)
  const cpu = cpuMs(pid) - cpuFrom
  const readMiB = (bytesRead(pid) - readFrom) / (1024 * 1024)
  // Bytes the writes were still holding when the socket closed count too: an upper bound on what was sent.
  const bodyMiBSent = counts.chunks / (1024 * 1024)
  return {
    path: `${method} ${path}`,
    healthP50Before: percentile(before, 50),
    healthP50During: percentile(during, 50),
    cpuMsPerMiBSent: cpu / bodyMiBSent,
    cpuMsPerMiBRead: cpu / readMiB,
    bodyMiBSent,
    connections: counts.connections,
  }
}
