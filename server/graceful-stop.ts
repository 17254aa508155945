import type { ServerType } from '@hono/node-server'
import { systemDeadline, type Deadline } from './deadline'
import type { LogLine } from './request-log'

const IDLE_SWEEP_MS = 50

/**
 * After the deadline the background work gets this long to write what became of its sends, and
 * the services this long to close: a database that hangs (frozen, its link lost) cannot hold the
 * stop, which ends within `deadlineMs` + twice this.
 */
export const CLOSE_MS = 1000

/** Whether `work` ended before `reached`; a rejection of `work` is passed on. */
const endedBefore = (work: Promise<unknown>, reached: Promise<void>) =>
  Promise.race([work.then(() => true), reached.then(() => false)])

/**
 * The stop on SIGTERM: no new connections (a load balancer sends them to another instance), idle
 * keep-alive connections closed, requests in flight answered until `deadlineMs`, then cut. At the
 * same time `stopWork` stops the background work (the scheduler claims no more, and when the
 * deadline is reached records or gives back what it holds); then `closeServices` (the database).
 * Resolves within `deadlineMs` + 2 × CLOSE_MS whatever the database does: what is still waiting
 * on it then is left to the process's exit (a claim left so comes back when its lease ends).
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
  let grace: ReturnType<Deadline> | undefined
  const graceOver = limit.reached.then(() => (grace = deadline(CLOSE_MS)).reached)
  if (!(await endedBefore(work, graceOver))) {
    log(`parada: os lembretes não terminaram de registrar ${CLOSE_MS} ms depois do prazo (banco de dados sem resposta?); saindo sem esperar`)
  }
  limit.cancel()
  grace?.cancel()
  await closed
  const closing = deadline(CLOSE_MS)
  if (!(await endedBefore(closeServices(), closing.reached))) {
    log(`parada: o banco de dados não fechou em ${CLOSE_MS} ms; saindo sem esperar`)
  }
  closing.cancel()
}
