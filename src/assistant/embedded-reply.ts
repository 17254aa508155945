import type { ChatReply } from '../contract/chat-api'
import { afterBirthReadMore } from '../data/after-birth-route'
import type { Analysis, Assistant, AssistantInput } from './assistant'
import { helpLinesFor } from './help-lines-for'
import { replyActivity } from './reply-activity'

/** The reply is written from 'Depois do parto' (as `Assistant.reply` chooses it): its help links to the whole text. */
function answersAfterBirth({ afterBirth, safety, tier, distress, intent }: Analysis): boolean {
  if (!afterBirth || safety.kind === 'reassured') return false
  return tier === 'distress' ? distress !== undefined : tier === 'none' && intent === 'after-birth'
}

/**
 * The embedded assistant's whole answer, its help lines and activity with it: what the server
 * sends when no LLM writes (or one fails) and what the app shows without a connection, so both
 * say the same.
 */
export function embeddedReply(
  assistant: Assistant,
  request: AssistantInput,
  analysis: Analysis = assistant.analyze(request),
): ChatReply {
  const ajuda = [...helpLinesFor(analysis), ...(answersAfterBirth(analysis) ? [{ ...afterBirthReadMore }] : [])]
  const atividade = replyActivity(analysis)
  const resposta = assistant.reply(request, analysis)
  return { resposta, ...(ajuda.length > 0 && { ajuda }), ...(atividade && { atividade }) }
}
