import { existsSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const gzipAsync = promisify(gzip)

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}
/** Below this compress() does not bother either: the headers would outweigh the gain. */
const MIN_BYTES = 1024

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
 * GET /assets/<hashed file>, gzipped once and kept. Hashed files never change, and compress()
 * would gzip the 300 KB bundle again for every visitor (npm run bench:server: 80 req/s, p50
 * 117 ms). Only the files present at start-up are kept (the index.html read then names only
 * them), so the cache is as big as one build's assets; anything else falls through to
 * serveStatic and compress().
 */
export function gzippedAssets(assetsDir: string): MiddlewareHandler {
  const names = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : [])
  const cache = new Map<string, Promise<Uint8Array<ArrayBuffer> | undefined>>()

  const gzipped = (name: string) => {
    let entry = cache.get(name)
    if (!entry) {
      entry = readFile(join(assetsDir, name))
        .then(async (raw) => (raw.length < MIN_BYTES ? undefined : new Uint8Array(await gzipAsync(raw, { level: 9 }))))
        .catch(() => undefined)
      cache.set(name, entry)
    }
    return entry
  }

  return async (c, next) => {
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1)
    const type = TYPES[extname(name)]
    if (!type || !names.has(name) || c.req.path !== `/assets/${name}` || !acceptsGzip(c.req.header('accept-encoding'))) return next()
    const body = await gzipped(name)
    if (!body) return next()
    return c.body(body, 200, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
  }
}
