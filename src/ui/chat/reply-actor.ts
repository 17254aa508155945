import { fromPromise } from 'xstate'
import { askAssistant } from '../../api/ask-assistant'
import type { AssistantReply } from '../../contract/chat-message'
import type { ReplyLogic, ReplyRequest } from '../../machines/chat.machine'

/**
 * The chat machine's reply in the app: POST /api/chat, or without a connection the assistant run
 * in the browser (src/api/ask-assistant.ts), aborted when the machine gives up on it.
 */
export const replyFromAssistant: ReplyLogic = fromPromise<AssistantReply, ReplyRequest>(({ input, signal }) =>
  askAssistant(input.mensagem, { signal, historico: input.historico }),
)
