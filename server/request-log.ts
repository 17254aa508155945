import type { MiddlewareHandler } from 'hono'

export type LogLine = (line: string) => void

/**
 * Control characters, spaces and line separators of every kind, invisible formatting (bidi
 * overrides), and the backslash that escapes them.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}\\]/gu

/**
 * A value that came from a client, made safe for a log line: a decoded %0A must not start a
 * forged line, %1B reach an operator's terminal, nor %20 add a field ("GET /x 500 1.0ms 404").
 * Each such character is written as an escape (\n, \x1b, \x20, \u2028, \\), so the line still
 * says what was sent.
 */
export function escapeForLog(value: string): string {
  return value.replace(UNSAFE, (char) => {
    if (char === '\\') return '\\\\'
    if (char === '\n') return '\\n'
    if (char === '\r') return '\\r'
    if (char === '\t') return '\\t'
    const code = char.codePointAt(0)!
    const hex = code.toString(16)
    if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`
    return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`
  })
}

/** A path as a log may show it: a copy's identifier is her secret's child, never written down. */
export function pathForLog(path: string): string {
  return path.replace(/^(\/api\/copias)\/.*$/is, '$1/:id')
}

/** Method, path, status and time; never a body, a query string or a header (LGPD; docs/product.md, Privacy). */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    log(`${escapeForLog(c.req.method)} ${escapeForLog(pathForLog(c.req.path))} ${c.res.status} ${ms}ms`)
  }
}
