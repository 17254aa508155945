import { MAX_MESSAGE_CHARS } from '../contract/chat-api'
import { storageKeys } from './storage-keys'
import { readStored, removeStored, writeStored } from './stored-value'

/** The stored draft's text, or null when what is stored is not one (another version, damaged). */
export function parseChatDraft(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { version, text } = value as Record<string, unknown>
  return version === 1 && typeof text === 'string' && text.length <= MAX_MESSAGE_CHARS ? text : null
}

/** What she was writing to the assistant when she left the chat; '' when nothing. */
export const readChatDraft = (): string => readStored(storageKeys.chatDraft, parseChatDraft) ?? ''

/** Keeps what she is writing (nothing kept once it is empty: sent, cleared or erased by her). */
export function keepChatDraft(text: string): void {
  if (text === '') removeStored(storageKeys.chatDraft)
  else writeStored(storageKeys.chatDraft, { version: 1, text: text.slice(0, MAX_MESSAGE_CHARS) })
}
