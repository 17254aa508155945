import { fromPromise } from 'xstate'
import { askAssistant } from '../../api/ask-assistant'
import type { AssistantReply } from '../../contract/chat-message'
import type { ReplyLogic, ReplyRequest } from '../../machines/chat.machine'

/**
 * The chat machine's reply in the app: POST /api/chat, or without a connection the assistant run
 * in the browser (src/api/ask-assistant.ts), aborted when the machine gives up on it. The hour on
 * her phone goes with it: the assistant is pure and has no clock of its own.
 */
export const replyFromAssistant: ReplyLogic = fromPromise<AssistantReply, ReplyRequest>(({ input, signal }) =>
  askAssistant(input.mensagem, { signal, historico: input.historico, hora: new Date().getHours() }),
)
