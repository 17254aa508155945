import type { ServerType } from '@hono/node-server'
import type { LogLine } from './request-log'

/** Resolves after `ms`, unless cancelled. Tests pass one they resolve themselves. */
export type Deadline = (ms: number) => { reached: Promise<void>; cancel(): void }

const IDLE_SWEEP_MS = 50

const systemDeadline: Deadline = (ms) => {
  let timer: NodeJS.Timeout | undefined
  const reached = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return { reached, cancel: () => clearTimeout(timer) }
}

/**
 * The stop on SIGTERM: no new connections (a load balancer sends them to another instance), idle
 * keep-alive connections closed, requests in flight answered until `deadlineMs`, then cut; then
 * `closeServices` (the scheduler finishes its tick, the database closes). Resolves when all is done.
 */
export async function stopGracefully({
  server,
  closeServices,
  deadlineMs,
  deadline = systemDeadline,
  log = () => {},
}: {
  server: ServerType
  closeServices: () => Promise<void>
  deadlineMs: number
  deadline?: Deadline
  log?: LogLine
}): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  const http = server as ServerType & { closeIdleConnections?: () => void; closeAllConnections?: () => void }
  // close() drops the idle keep-alive connections of now; one that answers its last request
  // later would stay until its keep-alive timeout, so they are dropped again as they go idle.
  http.closeIdleConnections?.()
  const sweeping = setInterval(() => http.closeIdleConnections?.(), IDLE_SWEEP_MS)
  sweeping.unref()
  void closed.then(() => clearInterval(sweeping))
  const limit = deadline(deadlineMs)
  const cut = limit.reached.then(() => {
    log(`parada: requisições ainda abertas depois de ${deadlineMs} ms foram encerradas`)
    http.closeAllConnections?.()
  })
  await Promise.race([closed, cut])
  limit.cancel()
  await closed
  await closeServices()
}
