import type { ChatTurn } from '../assistant/conversation-types'

/**
 * The body of POST /api/chat (DESIGN.md):
 *   { "mensagem": string, "historico"?: [{ "sender": "user" | "ai", "text": string }, ...] }
 * `historico` is the last messages of the conversation, for an LLM's context; other fields of
 * its items (id, timestamp) are allowed and ignored. Errors are in Portuguese, for the person
 * reading them.
 */

export const MAX_MESSAGE_CHARS = 2000
export const MAX_HISTORY_ITEMS = 50
/** Earlier replies may be longer than what she may type; a little room, still bounded. */
export const MAX_HISTORY_TEXT_CHARS = 4000

export interface ChatRequest {
  mensagem: string
  historico: ChatTurn[]
}

export type Parsed = { ok: true; request: ChatRequest } | { ok: false; erro: string }

const fail = (erro: string): Parsed => ({ ok: false, erro })

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Characters as she counts them: an emoji is one, not two UTF-16 units. */
const length = (text: string) => [...text].length

function parseHistory(value: unknown): ChatTurn[] | undefined {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > MAX_HISTORY_ITEMS) return undefined
  const turns: ChatTurn[] = []
  for (const item of value) {
    if (!isRecord(item)) return undefined
    const { sender, text } = item
    if ((sender !== 'user' && sender !== 'ai') || typeof text !== 'string' || length(text) > MAX_HISTORY_TEXT_CHARS) return undefined
    turns.push({ sender, text })
  }
  return turns
}

/** Validates the parsed JSON body. */
export function parseChatRequest(body: unknown): Parsed {
  if (!isRecord(body)) return fail('Envie um objeto JSON com o campo "mensagem".')
  const { mensagem } = body
  if (mensagem === undefined) return fail('O campo "mensagem" é obrigatório.')
  if (typeof mensagem !== 'string') return fail('O campo "mensagem" deve ser um texto.')
  if (mensagem.trim() === '') return fail('A mensagem está vazia. Escreva alguma coisa para a assistente.')
  if (length(mensagem) > MAX_MESSAGE_CHARS) return fail(`A mensagem pode ter no máximo ${MAX_MESSAGE_CHARS} caracteres.`)
  const historico = parseHistory(body.historico)
  if (!historico) {
    return fail(
      `O campo "historico" deve ser uma lista de até ${MAX_HISTORY_ITEMS} mensagens, cada uma com "sender" ("user" ou "ai") e "text" (até ${MAX_HISTORY_TEXT_CHARS} caracteres).`,
    )
  }
  return { ok: true, request: { mensagem, historico } }
}
