/**
 * The contract of POST /api/chat, written once for the app (src/api) and the server:
 *   request  { "mensagem": string, "historico"?: [{ "sender": "user" | "ai", "text": string }, ...], "hora"?: number }
 *   reply    200 { "resposta": string,
 *                  "ajuda"?: [{ "rotulo": string, "tel": string } | { "rotulo": string, "url": string }
 *                             | { "rotulo": string, "rota": string }, ...],
 *                  "atividade"?: { "id": string, "titulo": string, "minutos": number } }
 *   error    4xx { "erro": string }, in Portuguese, for the person reading it
 * `historico` is the last messages of the conversation, for context; other fields of its items
 * (id, timestamp) are allowed and ignored.
 * `hora` is the hour on her phone (an integer, 0 to 23): at night the assistant suggests quiet
 * practices. Absent, only her words say the moment.
 * `ajuda` is the help to show under the reply, one tap away: a number to call (`tel`, digits
 * only, e.g. "188"), a page to open (`url`, https) or a screen of the app (`rota`, a path that
 * starts with "/", e.g. "/plano-de-seguranca"), each with what the button says (`rotulo`, e.g.
 * "Ligar para o CVV"). It comes with a crisis, with the assistant's question about one, with
 * distress, and with the replies after either in the conversation; otherwise it is absent.
 * `atividade` is the app's activity the reply was built from (or, with an LLM, grounded on): the
 * library entry `id`, its title and minutes, so that the app can offer to do it now. Never with a
 * crisis; absent when the reply names no activity.
 */

import type { Parsed } from './parsed'

/** One earlier message of the conversation. */
export interface ChatTurn {
  sender: 'user' | 'ai'
  text: string
}

/** One way to reach help: a number to call, a page to open, or a screen of the app. */
export type HelpLine = { rotulo: string; tel: string } | { rotulo: string; url: string } | { rotulo: string; rota: string }

/** Where a help line leads: the number to call, the page or the app's screen. */
export const helpLineTarget = (line: HelpLine): string => ('tel' in line ? line.tel : 'url' in line ? line.url : line.rota)

/** An activity of the app's library that the reply suggests. */
export interface ChatActivity {
  id: string
  titulo: string
  minutos: number
}

/** The reply to a valid request. */
export interface ChatReply {
  resposta: string
  ajuda?: HelpLine[]
  atividade?: ChatActivity
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
  hora?: number
}

const fail = (erro: string): Parsed<ChatRequest> => ({ ok: false, erro })

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
export function parseChatRequest(body: unknown): Parsed<ChatRequest> {
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
  const { hora } = body
  if (hora !== undefined && !(typeof hora === 'number' && Number.isInteger(hora) && hora >= 0 && hora <= 23)) {
    return fail('O campo "hora" deve ser um número inteiro de 0 a 23, a hora no aparelho.')
  }
  return { ok: true, value: { mensagem, historico, ...(hora !== undefined && { hora }) } }
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

/** A path of the app: "/plano-de-seguranca", never "//host" nor a scheme. */
const appPath = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/

function isHelpLine(value: unknown): value is HelpLine {
  if (!isRecord(value)) return false
  const { rotulo, tel, url, rota } = value
  if (typeof rotulo !== 'string' || rotulo.trim() === '' || length(rotulo) > MAX_HELP_LABEL_CHARS) return false
  if ([tel, url, rota].filter((target) => target !== undefined).length !== 1) return false
  if (tel !== undefined) return typeof tel === 'string' && /^\d{3,15}$/.test(tel)
  if (rota !== undefined) return typeof rota === 'string' && rota.length <= 100 && appPath.test(rota)
  return typeof url === 'string' && isHttpsUrl(url)
}

const MAX_ACTIVITY_ID_CHARS = 100
const MAX_ACTIVITY_TITLE_CHARS = 200

function isChatActivity(value: unknown): value is ChatActivity {
  if (!isRecord(value)) return false
  const { id, titulo, minutos } = value
  return (
    typeof id === 'string' &&
    /^[a-z0-9-]+$/.test(id) &&
    id.length <= MAX_ACTIVITY_ID_CHARS &&
    typeof titulo === 'string' &&
    titulo.trim() !== '' &&
    length(titulo) <= MAX_ACTIVITY_TITLE_CHARS &&
    Number.isInteger(minutos) &&
    (minutos as number) > 0
  )
}

/** A reply exactly as the contract writes it (what the server must send). */
export function isChatReply(body: unknown): body is ChatReply {
  if (!isRecord(body) || typeof body.resposta !== 'string') return false
  const { ajuda, atividade } = body
  const helpOk = ajuda === undefined || (Array.isArray(ajuda) && ajuda.length <= MAX_HELP_LINES && ajuda.every(isHelpLine))
  return helpOk && (atividade === undefined || isChatActivity(atividade))
}

/** The activity in `value` with only its own fields, if it is well formed (read as defensively as the help lines). */
export function activityIn(value: unknown): ChatActivity | undefined {
  return isChatActivity(value) ? { id: value.id, titulo: value.titulo, minutos: value.minutos } : undefined
}

/** A line's one target, read from a line already checked (its other targets are undefined). */
function kindOf(line: HelpLine): { tel: string } | { url: string } | { rota: string } {
  const { tel, url, rota } = line as Partial<Record<'tel' | 'url' | 'rota', string>>
  return tel !== undefined ? { tel } : rota !== undefined ? { rota } : { url: url! }
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
    .map((line) => ({ rotulo: line.rotulo, ...kindOf(line) }))
}

/** What the app takes from a 200 body: the reply text, required, its well-formed help lines and activity. */
export function readChatReply(body: unknown): ChatReply | undefined {
  if (!isRecord(body) || typeof body.resposta !== 'string') return undefined
  const ajuda = helpLinesIn(body.ajuda)
  const atividade = activityIn(body.atividade)
  return { resposta: body.resposta, ...(ajuda.length > 0 && { ajuda }), ...(atividade && { atividade }) }
}
