import type { Context, MiddlewareHandler } from 'hono'
import { MAX_BODY_BYTES } from '../../src/contract/chat-api'

/** How much of a too-large body is read and thrown away so the connection can stay open. */
const MAX_DRAIN_BYTES = 8 * 1024 * 1024

/*
 * 413 for bodies over 64 KiB without dropping the connection. A client writes its whole body
 * before it reads the answer; if the server stopped reading and closed, the client would get a
 * reset instead of the 413, or reuse a socket the server is closing. So the rest of a too-large
 * body, up to MAX_DRAIN_BYTES, is read and discarded before answering, and the connection stays
 * open; past that the answer says `Connection: close`.
 */

const tooLarge = (c: Context, keepAlive: boolean) =>
  c.json({ erro: 'A requisição é grande demais: o limite é 64 KB.' }, 413, keepAlive ? {} : { Connection: 'close' })

/**
 * Reads a body to its end; the first `keep` bytes are returned, the rest discarded. `aborted`
 * when the client hung up mid-body: that is her network, not a server error.
 */
async function readUpTo(
  body: ReadableStream<Uint8Array>,
  keep: number,
): Promise<{ kept: Uint8Array<ArrayBuffer>; total: number; aborted: boolean }> {
  const reader = body.getReader()
  const kept = new Uint8Array(keep)
  let total = 0
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch {
      return { kept, total, aborted: true }
    }
    const { done, value } = chunk
    if (done) return { kept: kept.subarray(0, Math.min(total, keep)), total, aborted: false }
    if (total < keep) kept.set(value.subarray(0, keep - total), total)
    total += value.length
    if (total > MAX_DRAIN_BYTES) {
      await reader.cancel().catch(() => {})
      return { kept, total, aborted: false }
    }
  }
}

const incomplete = (c: Context) => c.json({ erro: 'A requisição chegou incompleta.' }, 400, { Connection: 'close' })

/*
 * Neither middleware touches the body of a request that declares a length within the limit: read
 * by `c.req.text()` alone, it comes straight from the socket, without the Web stream and Request
 * that reading `c.req.raw.body` first would build (BENCHMARKS.md, Issue 34: the chat's speed).
 */

/** A body sent without Content-Length (chunked): buffered when small, drained when too large. */
const bufferUndeclared: MiddlewareHandler = async (c, next) => {
  if (c.req.header('content-length') !== undefined) return next()
  const body = c.req.raw.body
  if (!body) return next()
  const { kept, total, aborted } = await readUpTo(body, MAX_BODY_BYTES + 1)
  if (aborted) return incomplete(c)
  if (total > MAX_BODY_BYTES) return tooLarge(c, total <= MAX_DRAIN_BYTES)
  c.req.raw = new Request(c.req.raw, { body: kept })
  return next()
}

/** A declared body over the limit: refused unread, after draining it (up to MAX_DRAIN_BYTES). */
const refuseDeclared: MiddlewareHandler = async (c, next) => {
  const declared = Number(c.req.header('content-length'))
  if (!(declared > MAX_BODY_BYTES)) return next()
  const body = c.req.raw.body
  if (!body || body.locked || !(declared <= MAX_DRAIN_BYTES)) return tooLarge(c, false)
  const { total, aborted } = await readUpTo(body, 0)
  return tooLarge(c, !aborted && total <= MAX_DRAIN_BYTES)
}

export const bodySizeLimit: MiddlewareHandler[] = [bufferUndeclared, refuseDeclared]
