/**
 * The contract of POST /api/chat, written once for the app (src/api) and the server:
 *   request  { "mensagem": string, "historico"?: [{ "sender": "user" | "ai", "text": string }, ...] }
 *   reply    200 { "resposta": string }
 *   error    4xx { "erro": string }, in Portuguese, for the person reading it
 * `historico` is the last messages of the conversation, for context; other fields of its items
 * (id, timestamp) are allowed and ignored.
 */

/** One earlier message of the conversation. */
export interface ChatTurn {
  sender: 'user' | 'ai'
  text: string
}

/** The reply to a valid request. */
export interface ChatReply {
  resposta: string
}

/** Every refusal, whatever the status. */
export interface ChatError {
  erro: string
}

/** A body over this many bytes is refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024

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

export function isChatReply(body: unknown): body is ChatReply {
  return isRecord(body) && typeof body.resposta === 'string'
}
