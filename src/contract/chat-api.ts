/**
 * The contract of POST /api/chat, written once for the app (src/api) and the server:
 *   request  { "mensagem": string, "historico"?: [{ "sender": "user" | "ai", "text": string }, ...] }
 *   reply    200 { "resposta": string, "ajuda"?: [{ "rotulo": string, "tel": string } | { "rotulo": string, "url": string }, ...] }
 *   error    4xx { "erro": string }, in Portuguese, for the person reading it
 * `historico` is the last messages of the conversation, for context; other fields of its items
 * (id, timestamp) are allowed and ignored.
 * `ajuda` is the help to show under the reply, one tap away: a number to call (`tel`, digits
 * only, e.g. "188") or a page to open (`url`, https), each with what the button says (`rotulo`,
 * e.g. "Ligar para o CVV"). It comes with a crisis, with distress, and with the replies after a
 * crisis in the conversation; otherwise it is absent.
 */

/** One earlier message of the conversation. */
export interface ChatTurn {
  sender: 'user' | 'ai'
  text: string
}

/** One way to reach help: a number to call or a page to open. */
export type HelpLine = { rotulo: string; tel: string } | { rotulo: string; url: string }

/** The reply to a valid request. */
export interface ChatReply {
  resposta: string
  ajuda?: HelpLine[]
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

/** More would not be help one tap away but a list to read. */
export const MAX_HELP_LINES = 8
const MAX_HELP_LABEL_CHARS = 80

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:'
  } catch {
    return false
  }
}

function isHelpLine(value: unknown): value is HelpLine {
  if (!isRecord(value)) return false
  const { rotulo, tel, url } = value
  if (typeof rotulo !== 'string' || rotulo.trim() === '' || length(rotulo) > MAX_HELP_LABEL_CHARS) return false
  if ('tel' in value) return url === undefined && typeof tel === 'string' && /^\d{3,15}$/.test(tel)
  return typeof url === 'string' && isHttpsUrl(url)
}

/** A reply exactly as the contract writes it (what the server must send). */
export function isChatReply(body: unknown): body is ChatReply {
  if (!isRecord(body) || typeof body.resposta !== 'string') return false
  const { ajuda } = body
  return ajuda === undefined || (Array.isArray(ajuda) && ajuda.length <= MAX_HELP_LINES && ajuda.every(isHelpLine))
}

/**
 * The well-formed help lines in `value`, with only their own fields; anything else is dropped.
 * Read defensively: a bad line from a server, or from a stored conversation, must never cost
 * her the reply or the lines that are good.
 */
export function helpLinesIn(value: unknown): HelpLine[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(isHelpLine)
    .slice(0, MAX_HELP_LINES)
    .map((line) => ('tel' in line ? { rotulo: line.rotulo, tel: line.tel } : { rotulo: line.rotulo, url: line.url }))
}

/** What the app takes from a 200 body: the reply text, required, and its well-formed help lines. */
export function readChatReply(body: unknown): ChatReply | undefined {
  if (!isRecord(body) || typeof body.resposta !== 'string') return undefined
  const ajuda = helpLinesIn(body.ajuda)
  return ajuda.length > 0 ? { resposta: body.resposta, ajuda } : { resposta: body.resposta }
}
