// The third review's finding 1: one client (127.0.0.1) that keeps 1,000 silent sockets open and
// reopens each as soon as the server closes it, while another (127.0.0.2, the same loopback) asks
// for /api/health twice a second. The figure: how many of those probes were answered.
import { request } from 'node:http'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export const RECONNECTING_SOCKETS = 1000
const ATTACK_MS = 20_000
const PROBE_EVERY_MS = 500
const PROBE_TIMEOUT_MS = 2000

export interface ReconnectResult {
  probes: number
  answered: number
}

function probe(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: url.hostname, port: url.port, path: '/api/health', localAddress: '127.0.0.2', agent: false, timeout: PROBE_TIMEOUT_MS }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode === 200))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(false))
    req.end()
  })
}

export async function measureReconnecting(url: string): Promise<ReconnectResult> {
  const target = new URL(url)
  let running = true
  const keepOpen = async () => {
    while (running) {
      await new Promise<void>((resolve) => {
        const socket = connect({ host: target.hostname, port: Number(target.port) })
        socket.on('error', () => {}).on('close', () => resolve())
        // Never sends a byte; the server closes it (headers timeout, or over its share).
        const stop = setInterval(() => !running && socket.destroy(), 200)
        socket.on('close', () => clearInterval(stop))
      })
    }
  }
  const holders = Array.from({ length: RECONNECTING_SOCKETS }, keepOpen)
  await sleep(1000)
  const until = performance.now() + ATTACK_MS
  let probes = 0
  let answered = 0
  while (performance.now() < until) {
    const started = performance.now()
    probes++
    if (await probe(target)) answered++
    await sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - started)))
  }
  running = false
  await Promise.all(holders)
  return { probes, answered }
}
