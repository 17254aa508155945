import type { ServerType } from '@hono/node-server'
import { systemDeadline, type Deadline } from './deadline'
import type { LogLine } from './request-log'

const IDLE_SWEEP_MS = 50

/**
 * The stop on SIGTERM: no new connections (a load balancer sends them to another instance), idle
 * keep-alive connections closed, requests in flight answered until `deadlineMs`, then cut. At the
 * same time `stopWork` stops the background work (the scheduler claims no more, and when the
 * deadline is reached gives back what it has not sent); then `closeServices` (the database).
 * Resolves when all is done, within `deadlineMs` and the time the database takes to close.
 */
export async function stopGracefully({
  server,
  stopWork = async () => {},
  closeServices,
  deadlineMs,
  deadline = systemDeadline,
  log = () => {},
}: {
  server: ServerType
  /** Told to finish by the time `cut` resolves. */
  stopWork?: (cut: Promise<void>) => Promise<void>
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
  let httpOpen = true
  void closed.then(() => {
    httpOpen = false
    clearInterval(sweeping)
  })
  const limit = deadline(deadlineMs)
  const work = stopWork(limit.reached)
  const cut = limit.reached.then(() => {
    if (!httpOpen) return
    log(`parada: requisições ainda abertas depois de ${deadlineMs} ms foram encerradas`)
    http.closeAllConnections?.()
  })
  await Promise.race([closed, cut])
  await work
  limit.cancel()
  await closed
  await closeServices()
}
