import type { Analysis, Assistant } from '../../src/assistant/assistant'
import { bodyGrounding } from '../../src/assistant/body-note'
import { embeddedReply } from '../../src/assistant/embedded-reply'
import { helpLinesFor } from '../../src/assistant/help-lines-for'
import { replyActivity } from '../../src/assistant/reply-activity'
import type { LlmConfig } from '../config'
import { completeChat, LlmError } from '../llm/llm-client'
import { buildMessages, cleanAnswer } from '../llm/llm-prompt'
import type { LogLine } from '../request-log'
import type { ChatReply, ChatRequest } from '../../src/contract/chat-api'

/**
 * The reply to a request; `prepared` when the caller has already analysed it (the route, to see a
 * crisis first), with the moment the analysis started (the message's arrival, for LLM_TIMEOUT_MS).
 */
export type Responder = (request: ChatRequest, prepared?: { analysis: Analysis; arrived: number }) => Promise<ChatReply>

/**
 * Who answers: safety first, always embedded (a crisis, distress or a health question never
 * reaches an LLM, so an LLM can never soften them); then the LLM when one is configured,
 * grounded on the retrieved entries; the embedded assistant whenever the LLM fails, is slow, or
 * says something it must not (a dose). The help lines and the activity come from the analysis,
 * whoever writes.
 */
export function createResponder({
  assistant,
  llm,
  log = () => {},
  fetch,
  now = () => performance.now(),
}: {
  assistant: Assistant
  llm: LlmConfig | undefined
  log?: LogLine
  fetch?: typeof globalThis.fetch
  now?: () => number
}): Responder {
  return async (request, prepared) => {
    const arrived = prepared?.arrived ?? now()
    const analysis = prepared?.analysis ?? assistant.analyze(request)
    const ajuda = helpLinesFor(analysis)
    const atividade = replyActivity(analysis)
    const local = () => embeddedReply(assistant, request, analysis)
    // The weeks after the birth are answered from the app's own text (src/data/after-birth.ts) too.
    if (!llm || analysis.tier !== 'none' || analysis.safety.kind !== 'none' || analysis.intent === 'after-birth') return local()
    const messages = buildMessages({
      mensagem: request.mensagem,
      historico: request.historico,
      entries: analysis.selection?.related ?? [],
      minutes: analysis.minutes,
      body: analysis.selection?.her && bodyGrounding(analysis.selection.her, analysis.selection.noneFits ?? false),
    })
    try {
      // LLM_TIMEOUT_MS counts from the message's arrival: a slow analysis (a cold start) must not
      // push the fallback past it (bench:soak saw the first message come late: BENCHMARKS.md, Faults).
      const timeoutMs = Math.max(1, llm.timeoutMs - (now() - arrived))
      const answer = cleanAnswer(await completeChat({ ...llm, timeoutMs }, messages, fetch ? { fetch } : {}))
      if (answer !== undefined) return { resposta: answer, ...(ajuda.length > 0 && { ajuda }), ...(atividade && { atividade }) }
      log('llm: resposta descartada (vazia ou com dose); responde a assistente local')
    } catch (error) {
      // The reason only: never the message or the answer (LGPD).
      const reason = error instanceof LlmError ? error.reason : 'erro inesperado'
      log(`llm indisponível (${reason}); responde a assistente local`)
    }
    return local()
  }
}
