import type { ChatActivity, ChatReply, HelpLine } from './chat-api'

/** A reply as the app receives it: marked when the assistant in the browser wrote it because the server was out of reach. */
export type AssistantReply = ChatReply & { semInternet?: true }

/**
 * One message of the conversation as the app shows it and keeps it on the device: what the chat
 * machine holds and what the device's copy of the conversation reads back. Written here, beside
 * the API's turn and reply it is built from, because both of them read it.
 */
export interface ChatMessage {
  /** Sequence number, 1 for the first message of the conversation. */
  id: number
  text: string
  sender: 'ai' | 'user'
  /** Epoch milliseconds. */
  timestamp: number
  /** The help lines the assistant gave with this reply, to show under it. */
  ajuda?: HelpLine[]
  /** The app's activity this reply suggests: 'Fazer agora' under it opens the player on it. */
  atividade?: ChatActivity
  /** Written by the assistant in the browser, the server being out of reach: 'respondido sem internet'. */
  semInternet?: true
}

/** The conversation kept (and shown) is bounded, so storage and the page stay small. */
export const MAX_KEPT_MESSAGES = 100
