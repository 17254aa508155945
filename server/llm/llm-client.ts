import type { LlmConfig } from '../config'
import { ownField } from './own-field'

/** An OpenAI-compatible chat message. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** Why the LLM gave no usable answer; the caller falls back to the embedded assistant. */
export class LlmError extends Error {
  override name = 'LlmError'
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'bad-response' | 'too-large',
    message: string,
  ) {
    super(message)
  }
}

/**
 * The most of a reply that is read: a completion of max_tokens 600 is a few KB, and a reply read
 * whole into memory let a hostile server take the process to gigabytes (BENCHMARKS.md, Hardening).
 */
export const MAX_REPLY_BYTES = 256 * 1024

/** The body's text, read chunk by chunk; undefined as soon as it passes `maxBytes`. */
async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string | undefined> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks, total).toString('utf8')
    total += value.byteLength
    if (total > maxBytes) return undefined
    chunks.push(value)
  }
}

/** choices[0].message.content, when it is a non-blank text; each field its object's own (own-field.ts). */
function answerText(body: unknown): string | undefined {
  const choices = ownField(body, 'choices')
  if (!Array.isArray(choices)) return undefined
  const content = ownField(ownField(choices[0], 'message'), 'content')
  return typeof content === 'string' && content.trim() !== '' ? content : undefined
}

/** How to ask: a reply to read (the default), or a short answer in a JSON schema. */
export interface CompletionOptions {
  fetch?: typeof globalThis.fetch
  temperature?: number
  maxTokens?: number
  /** OpenAI's `response_format`, e.g. a JSON schema the answer must follow. */
  responseFormat?: Record<string, unknown>
  /** Gives up early: the answer is no longer needed. */
  signal?: AbortSignal
}

/**
 * POST {baseUrl}/chat/completions (Ollama, llama.cpp server, vLLM, LM Studio, hosted APIs).
 * Gives up after `timeoutMs`, on a non-OK status, on a body over MAX_REPLY_BYTES (declared or
 * streamed: the connection is dropped there) and on a body without a text answer.
 */
export async function completeChat(
  config: LlmConfig,
  messages: readonly LlmMessage[],
  { fetch = globalThis.fetch, temperature = 0.4, maxTokens = 600, responseFormat, signal }: CompletionOptions = {},
): Promise<string> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), config.timeoutMs)
  signal?.addEventListener('abort', () => controller.abort(), { once: true })
  const unreachable = (error: unknown) =>
    controller.signal.aborted
      ? new LlmError('timeout', `sem resposta em ${config.timeoutMs} ms`)
      : new LlmError('network', error instanceof Error ? error.message : 'falha de rede')
  const tooLarge = () => {
    controller.abort()
    return new LlmError('too-large', `resposta com mais de ${MAX_REPLY_BYTES} bytes`)
  }
  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
    if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`
    let response: Response
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature,
          max_tokens: maxTokens,
          stream: false,
          ...(responseFormat && { response_format: responseFormat }),
        }),
        signal: controller.signal,
      })
    } catch (error) {
      throw unreachable(error)
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new LlmError('status', `status ${response.status}`)
    }
    if (Number(response.headers.get('content-length')) > MAX_REPLY_BYTES) throw tooLarge()
    let text: string | undefined
    try {
      text = response.body ? await readCapped(response.body, MAX_REPLY_BYTES) : ''
    } catch (error) {
      throw unreachable(error)
    }
    if (text === undefined) throw tooLarge()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new LlmError('bad-response', 'a resposta não é JSON')
    }
    const content = answerText(body)
    if (content === undefined) throw new LlmError('bad-response', 'a resposta não tem texto')
    return content
  } finally {
    clearTimeout(timer)
  }
}
