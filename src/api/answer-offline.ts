import { createAssistant, type Assistant, type AssistantInput } from '../assistant/assistant'
import { embeddedReply } from '../assistant/embedded-reply'
import type { ChatReply } from '../contract/chat-api'

// Built on the first question asked offline (its library index), then kept.
let assistant: Assistant | undefined

/**
 * The embedded assistant in the browser, for when the server cannot be reached: the same code and
 * library the server answers with. Its own chunk (ask-assistant.ts loads it), never in a first load.
 */
export function answerOffline(input: AssistantInput): ChatReply {
  assistant ??= createAssistant()
  return embeddedReply(assistant, input)
}
