import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { MAX_BODY_BYTES } from '../../src/contract/chat-api'

/*
 * A request's body within a budget of bytes, chunks and time, read in linear time whatever the
 * chunk size: a client that sends its body one byte per packet costs each chunk once and no more
 * than MAX_BODY_CHUNKS of them, then its connection is closed.
 *
 * 413 for bodies over the budget (64 KiB of JSON, 1 MiB of a sealed copy) without dropping the connection: a client writes its whole body
 * before it reads the answer; if the server stopped reading and closed, the client would get a
 * reset instead of the 413. So the rest of a too-large body, up to MAX_DRAIN_BYTES, is read and
 * discarded before answering, and the connection stays open; past that (or past the chunk or time
 * budget) the answer says `Connection: close` and the rest is never read.
 */

/** How much of a too-large body is read and thrown away so the connection can stay open. */
const MAX_DRAIN_BYTES = 8 * 1024 * 1024

export interface BodyBudget {
  /** The body kept; past it, 413. */
  maxBytes: number
  /** Chunks read for one body, kept and drained together (a 64 KiB body comes in a few dozen). */
  maxChunks: number
  /** From the first read to the body's end. */
  maxMs: number
}

export const BODY_BUDGET: BodyBudget = { maxBytes: MAX_BODY_BYTES, maxChunks: 1024, maxMs: 10_000 }

type Outcome =
  | { kind: 'whole'; bytes: Uint8Array }
  | { kind: 'too-large'; drained: boolean }
  | { kind: 'too-many-chunks' }
  | { kind: 'too-slow' }
  | { kind: 'aborted' }

/** What is kept of a body as its chunks arrive: each chunk is looked at once. */
function collector({ maxBytes, maxChunks }: BodyBudget) {
  const kept: Uint8Array[] = []
  let total = 0
  let chunks = 0
  return {
    /** An outcome once the reading must stop, undefined while it goes on. */
    add(chunk: Uint8Array): Outcome | undefined {
      chunks += 1
      total += chunk.length
      if (chunks > maxChunks) return { kind: 'too-many-chunks' }
      if (total > MAX_DRAIN_BYTES) return { kind: 'too-large', drained: false }
      if (total <= maxBytes) kept.push(chunk)
      return undefined
    },
    end(): Outcome {
      if (total > maxBytes) return { kind: 'too-large', drained: true }
      return { kind: 'whole', bytes: kept.length === 1 ? kept[0]! : Buffer.concat(kept) }
    },
  }
}

/**
 * The rest of a body is never read: its socket stops reading now, not when the answer is written,
 * and stays stopped when Node or @hono/node-server resume the request to drain it after the answer
 * (each one-byte chunk they read would cost the parser and the stream a call). The connection
 * closes with the answer, so nothing else will read it.
 */
function stopReading(incoming: IncomingMessage): void {
  const socket = incoming.socket
  incoming.pause()
  socket.pause()
  socket.on('resume', () => socket.pause())
}

/** Straight from Node's request: no Web stream, no Request built around it. */
function readIncoming(incoming: IncomingMessage, budget: BodyBudget): Promise<Outcome> {
  if (incoming.destroyed || incoming.readableDidRead) return Promise.resolve({ kind: 'aborted' })
  const body = collector(budget)
  return new Promise((resolve) => {
    const finish = (outcome: Outcome) => {
      clearTimeout(timer)
      incoming.off('data', onData).off('end', onEnd).off('error', onAborted).off('close', onAborted)
      if (outcome.kind !== 'whole' && !(outcome.kind === 'too-large' && outcome.drained)) stopReading(incoming)
      resolve(outcome)
    }
    const onData = (chunk: Buffer) => {
      const stop = body.add(chunk)
      if (stop) finish(stop)
    }
    const onEnd = () => finish(body.end())
    const onAborted = () => finish(incoming.readableEnded ? body.end() : { kind: 'aborted' })
    const timer = setTimeout(() => finish({ kind: 'too-slow' }), budget.maxMs)
    incoming.on('data', onData).on('end', onEnd).on('error', onAborted).on('close', onAborted)
  })
}

/** A Web stream's body (app.request() in tests, or a body another step replaced). */
async function readStream(stream: ReadableStream<Uint8Array>, budget: BodyBudget): Promise<Outcome> {
  const body = collector(budget)
  const reader = stream.getReader()
  let timer: ReturnType<typeof setTimeout> | undefined
  const tooSlow = new Promise<'too-slow'>((resolve) => (timer = setTimeout(() => resolve('too-slow'), budget.maxMs)))
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), tooSlow])
      if (chunk === 'too-slow') return { kind: 'too-slow' }
      if (chunk.done) return body.end()
      const stop = body.add(chunk.value)
      if (stop) return stop
    }
  } catch {
    return { kind: 'aborted' }
  } finally {
    clearTimeout(timer)
    reader.cancel().catch(() => {})
  }
}

const closing = { Connection: 'close' }

const inWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`)

function refusal(c: Context, outcome: Exclude<Outcome, { kind: 'whole' }>, maxBytes: number): Response {
  switch (outcome.kind) {
    case 'too-large':
      return c.json({ erro: `A requisição é grande demais: o limite é ${inWords(maxBytes)}.` }, 413, outcome.drained ? {} : closing)
    case 'too-many-chunks':
      return c.json({ erro: 'A requisição chegou em pedaços pequenos demais. Envie-a de uma vez.' }, 400, closing)
    case 'too-slow':
      return c.json({ erro: 'A requisição demorou demais para chegar. Tente de novo.' }, 408, closing)
    case 'aborted':
      return c.json({ erro: 'A requisição chegou incompleta.' }, 400, closing)
  }
}

/** Node's request behind the context, when there is a real socket (index.ts); absent in app.request(). */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined
  return env.incoming as IncomingMessage
}

/**
 * The body's bytes, or the answer that refuses it (413 naming the budget's limit, 408, 400, with
 * `Connection: close` whenever the rest of the body is left unread). A declared length over the
 * drain limit is refused without reading a byte.
 */
export async function readBodyBytes(c: Context, budget: BodyBudget = BODY_BUDGET): Promise<Uint8Array | Response> {
  const declared = Number(c.req.header('content-length'))
  if (declared > MAX_DRAIN_BYTES) return refusal(c, { kind: 'too-large', drained: false }, budget.maxBytes)
  const incoming = incomingOf(c)
  const stream = incoming ? undefined : c.req.raw.body
  const outcome: Outcome = incoming
    ? await readIncoming(incoming, budget)
    : stream
      ? await readStream(stream, budget)
      : { kind: 'whole', bytes: new Uint8Array(0) }
  // A declared body over the limit is too large even when its client hangs up before its end.
  if (outcome.kind === 'aborted' && declared > budget.maxBytes) return refusal(c, { kind: 'too-large', drained: false }, budget.maxBytes)
  if (outcome.kind !== 'whole') return refusal(c, outcome, budget.maxBytes)
  return outcome.bytes
}

/** The body as text, or the answer that refuses it (readBodyBytes). */
export async function readBody(c: Context, budget: BodyBudget = BODY_BUDGET): Promise<string | Response> {
  const bytes = await readBodyBytes(c, budget)
  return bytes instanceof Response ? bytes : new TextDecoder().decode(bytes)
}

/** Headers of an answer given before the body is read: the connection closes, so the body never is. */
export const BODY_LEFT_UNREAD = closing

/** A refused connection's answer has this long to reach its client before the socket is destroyed. */
const LINGER_MS = 1000

/**
 * Once an answer leaves a body unread (`Connection: close`), its socket stops reading at once,
 * before the answer is even written: what the client still sends is never parsed (a body of
 * one-byte chunks costs the parser each chunk), and once the answer is written the socket is
 * destroyed after a short linger, so the answer is not lost to a reset.
 */
export const stopReadingRefused: MiddlewareHandler = async (c, next) => {
  await next()
  const incoming = incomingOf(c)
  if (!incoming || incoming.complete || c.res.headers.get('connection') !== 'close') return
  const socket = incoming.socket
  stopReading(incoming)
  const env: unknown = c.env
  const outgoing = (env as { outgoing?: ServerResponse }).outgoing
  outgoing?.once('finish', () => setTimeout(() => socket.destroy(), LINGER_MS).unref())
}
