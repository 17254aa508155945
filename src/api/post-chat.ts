import { readChatReply, type ChatReply, type ChatTurn } from '../contract/chat-api'

export interface PostChatOptions {
  signal?: AbortSignal
  historico?: readonly ChatTurn[]
  /** The hour on her phone (0–23): at night the assistant suggests quiet practices. */
  hora?: number
  /** Where the API lives; empty: the app calls its own origin (docs/product.md, What the app asks the server). */
  baseUrl?: string
}

/**
 * POST /api/chat with `{ mensagem, historico?, hora? }`, resolving to the assistant's reply: `resposta`
 * and, when it carries help, its well-formed `ajuda` lines (a malformed line is dropped, never the
 * reply). Any non-OK status (or a body without `resposta`) throws 'Erro ao obter resposta'
 * (docs/product.md, Errors); a network failure or an abort rejects as fetch does.
 */
export async function postChat(mensagem: string, { signal, historico, hora, baseUrl = '' }: PostChatOptions = {}): Promise<ChatReply> {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mensagem, ...(historico?.length && { historico }), ...(hora !== undefined && { hora }) }),
    signal,
  })
  if (!response.ok) throw new Error('Erro ao obter resposta')
  const body: unknown = await response.json().catch(() => null)
  const reply = readChatReply(body)
  if (!reply) throw new Error('Erro ao obter resposta')
  return reply
}
