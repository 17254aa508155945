import { activityIn, helpLinesIn } from '../contract/chat-api'
import { MAX_KEPT_MESSAGES, type ChatMessage } from '../contract/chat-message'
import { storageKeys } from './storage-keys'
import { readStored, writeStored } from './stored-value'

function isMessage(value: unknown): value is Omit<ChatMessage, 'id' | 'ajuda' | 'atividade' | 'semInternet'> & { ajuda?: unknown; atividade?: unknown; semInternet?: unknown } {
  if (typeof value !== 'object' || value === null) return false
  const m = value as Record<string, unknown>
  return (
    typeof m.text === 'string' &&
    (m.sender === 'ai' || m.sender === 'user') &&
    typeof m.timestamp === 'number' &&
    Number.isFinite(m.timestamp)
  )
}

/**
 * Only well-formed messages survive, the last ones kept, numbered again from 1 (so ids stay
 * unique whatever was stored); anything else under the key is ignored. A reply keeps its
 * well-formed help lines and activity (a conversation stored before replies had them has none)
 * and its 'respondido sem internet'.
 */
export function parseChatHistory(value: unknown): ChatMessage[] | null {
  if (!Array.isArray(value)) return null
  const messages = value
    .filter(isMessage)
    .slice(-MAX_KEPT_MESSAGES)
    .map(({ text, sender, timestamp, ajuda, atividade, semInternet }, index): ChatMessage => {
      const lines = sender === 'ai' ? helpLinesIn(ajuda) : []
      const activity = sender === 'ai' ? activityIn(atividade) : undefined
      return {
        id: index + 1,
        text,
        sender,
        timestamp,
        ...(lines.length > 0 && { ajuda: lines }),
        ...(activity && { atividade: activity }),
        ...(sender === 'ai' && semInternet === true && { semInternet: true as const }),
      }
    })
  return messages.length > 0 ? messages : null
}

export const readChatHistory = () => readStored(storageKeys.chatHistory, parseChatHistory)

export const keepChatHistory = (messages: readonly ChatMessage[]) => writeStored(storageKeys.chatHistory, messages)
