import type { ChatActivity } from '../contract/chat-api'
import type { Analysis } from './assistant'

/**
 * The library activity a reply is built from (or an LLM's answer grounded on), for the app to
 * offer it now: what she asked for, or in distress the small practice offered. Never with a
 * crisis or the question about one, whose reply is the help lines and nothing to do.
 */
export function replyActivity(analysis: Analysis): ChatActivity | undefined {
  const entry = analysis.tier === 'crisis' || analysis.tier === 'asking' ? undefined : analysis.selection?.entry
  return entry && { id: entry.id, titulo: entry.title, minutos: entry.minutes }
}
