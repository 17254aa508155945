import type { MiddlewareHandler } from 'hono'

export type LogLine = (line: string) => void

/** Method, path, status and time; never a body, a query string or a header (LGPD; docs/product.md, Privacy). */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
  }
}
