import { existsSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'

const gzipAsync = promisify(gzip)

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=UTF-8',
}
/** Below this compress() does not bother either: the headers would outweigh the gain. */
const MIN_BYTES = 1024

export type Gzipped = Uint8Array<ArrayBuffer>

/** q > 0 for gzip, or for * when gzip is not named ("gzip;q=0" refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
      const q = params.find((param) => param.startsWith('q='))
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const
    }),
  )
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0
}

/**
 * Each key's gzip, made on first use (off the main thread) and kept; undefined when the source
 * has nothing or too little to compress. Callers pass keys from a fixed set, so it stays as big
 * as one build.
 */
export function gzipOnce<K>(source: (key: K) => Promise<Buffer | string | undefined>): (key: K) => Promise<Gzipped | undefined> {
  const cache = new Map<K, Promise<Gzipped | undefined>>()
  return (key) => {
    let entry = cache.get(key)
    if (!entry) {
      entry = source(key)
        .then(async (raw) => (raw === undefined || Buffer.byteLength(raw) < MIN_BYTES ? undefined : new Uint8Array(await gzipAsync(raw, { level: 9 }))))
        .catch(() => undefined)
      cache.set(key, entry)
    }
    return entry
  }
}

export const gzippedBody = (c: Context, body: Gzipped, type: string, status: 200 | 404 = 200) =>
  c.body(body, status, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })

/**
 * GET /assets/<hashed file>, gzipped once and kept. Hashed files never change, and compress()
 * would gzip the entry bundle again for every visitor, which bench:server showed to be the
 * server's slowest answer by far (BENCHMARKS.md, Server). Only the files present at start-up are kept (the index.html read then names only
 * them); anything else falls through to serveStatic and compress().
 */
export function gzippedAssets(assetsDir: string, urlFolder = '/assets/'): MiddlewareHandler {
  const names = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : [])
  const gzipped = gzipOnce((name: string) => readFile(join(assetsDir, name)))

  return async (c, next) => {
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1)
    const type = TYPES[extname(name)]
    if (!type || !names.has(name) || c.req.path !== `${urlFolder}${name}` || !acceptsGzip(c.req.header('accept-encoding'))) return next()
    const body = await gzipped(name)
    return body ? gzippedBody(c, body, type) : next()
  }
}
