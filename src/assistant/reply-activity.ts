import type { ChatActivity } from '../contract/chat-api'
import type { Analysis } from './assistant'

/**
 * The library activity a reply is built from (or an LLM's answer grounded on), for the app to
 * offer it now: what she asked for, or in distress the small practice offered. Never with a
 * crisis, the question about one or a sign of the body, whose reply is the help and nothing to do.
 */
export function replyActivity(analysis: Analysis): ChatActivity | undefined {
  const nothingToDo = analysis.tier === 'crisis' || analysis.tier === 'asking' || analysis.alarm !== undefined
  const entry = nothingToDo ? undefined : analysis.selection?.entry
  return entry && { id: entry.id, titulo: entry.title, minutos: entry.minutes }
}
