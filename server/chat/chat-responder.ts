import type { Analysis, Assistant } from '../../src/assistant/assistant'
import { bodyGrounding } from '../../src/assistant/body-note'
import { embeddedReply } from '../../src/assistant/embedded-reply'
import { helpLinesFor } from '../../src/assistant/help-lines-for'
import { raisedTo } from '../../src/assistant/raise-analysis'
import { replyActivity } from '../../src/assistant/reply-activity'
import type { LlmConfig } from '../config'
import { completeChat, LlmError } from '../llm/llm-client'
import { buildMessages, cleanAnswer } from '../llm/llm-prompt'
import { readRiskWithLlm, type LlmRiskReading } from '../llm/llm-risk-reading'
import type { LogLine } from '../request-log'
import type { ChatReply, ChatRequest } from '../../src/contract/chat-api'

/**
 * The reply to a request; `prepared` when the caller has already analysed it (the route, to see a
 * crisis first), with the moment the analysis started (the message's arrival, for LLM_TIMEOUT_MS).
 */
export type Responder = (request: ChatRequest, prepared?: { analysis: Analysis; arrived: number }) => Promise<ChatReply>

/** The reason only: never the message or the answer (LGPD). */
const reasonOf = (error: unknown) => (error instanceof LlmError ? error.reason : 'erro inesperado')

/** The embedded reading, raised by the LLM's when it sees a question or a crisis: never lowered. */
function withLlmReading(analysis: Analysis, reading: LlmRiskReading | undefined): Analysis {
  if (!reading || reading.tier === 'none') return analysis
  return raisedTo(analysis, reading.tier, reading.kind)
}

/**
 * Who answers: safety first, always embedded (a crisis, the question about one, distress or a
 * health question never reaches an LLM as a message to answer, so an LLM can never soften them);
 * then the LLM when one is configured, grounded on the retrieved entries; the embedded assistant
 * whenever the LLM fails, is slow, or says something it must not (a dose). With an LLM, the server
 * also asks it for a risk reading, in parallel and within the same timeout, which may raise the
 * reply to the question or the crisis reply and never lowers it; her answer to the question is
 * read by the embedded assistant alone. The help lines and the activity come from the analysis,
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
    const local = (decided: Analysis = analysis) => embeddedReply(assistant, request, decided)
    if (!llm || analysis.tier === 'crisis' || analysis.safety.kind === 'reassured') return local()
    // LLM_TIMEOUT_MS counts from the message's arrival: a slow analysis (a cold start) must not
    // push the fallback past it (bench:soak saw the first message come late: BENCHMARKS.md, Faults).
    const timed = { ...llm, timeoutMs: Math.max(1, llm.timeoutMs - (now() - arrived)) }
    const options = fetch ? { fetch } : {}
    const reading = readRiskWithLlm(timed, request.mensagem, request.historico, options).catch((error: unknown) => {
      log(`llm: leitura de risco indisponível (${reasonOf(error)}); decide a assistente local`)
      return undefined
    })
    // The weeks after the birth are answered from the app's own text (src/data/after-birth.ts) too.
    const answeredLocally = analysis.tier !== 'none' || analysis.safety.kind !== 'none' || analysis.intent === 'after-birth'
    if (answeredLocally) return local(withLlmReading(analysis, await reading))
    const messages = buildMessages({
      mensagem: request.mensagem,
      historico: request.historico,
      entries: analysis.selection?.related ?? [],
      minutes: analysis.minutes,
      body: analysis.selection?.her && bodyGrounding(analysis.selection.her, analysis.selection.noneFits ?? false),
    })
    const unneeded = new AbortController()
    const written = completeChat(timed, messages, { ...options, signal: unneeded.signal }).then(
      (answer) => ({ answer: cleanAnswer(answer) }),
      (error: unknown) => ({ error }),
    )
    const decided = withLlmReading(analysis, await reading)
    if (decided !== analysis) {
      unneeded.abort()
      log('llm: a leitura de risco elevou a resposta; responde a assistente local')
      return local(decided)
    }
    const outcome = await written
    if ('answer' in outcome && outcome.answer !== undefined) {
      const ajuda = helpLinesFor(analysis)
      const atividade = replyActivity(analysis)
      return { resposta: outcome.answer, ...(ajuda.length > 0 && { ajuda }), ...(atividade && { atividade }) }
    }
    if ('answer' in outcome) log('llm: resposta descartada (vazia ou com dose); responde a assistente local')
    else log(`llm indisponível (${reasonOf(outcome.error)}); responde a assistente local`)
    return local()
  }
}
