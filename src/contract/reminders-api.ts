/**
 * The contract of /api/lembretes, written once for the app (src/api), its service worker and the
 * server. The server keeps the push subscription, the time, the days, the time zone and two dates
 * (docs/what-is-kept.md); a reminder is known by its subscription's endpoint, which only her browser
 * and its push service know.
 *
 *   GET    /api/lembretes/chave       → 200 { "chavePublica": string }  the VAPID key to subscribe with
 *   PUT    /api/lembretes             { inscricao, horario, dias, fusoHorario, soSeNadaHoje }  (inscricao as PushSubscription.toJSON() gives it)
 *                                     → 201 created / 200 updated { "lembrete": { horario, dias, fusoHorario, soSeNadaHoje } }
 *   DELETE /api/lembretes             { endpoint } → 200 { "apagado": boolean }
 *   POST   /api/lembretes/feito-hoje  { endpoint, data: "AAAA-MM-DD" } → 200 { "registrado": true }, 404 when there is no reminder
 *   error  4xx { "erro": string }, in Portuguese, for the person reading it (503 when the database is out of reach);
 *          the same body limit (64 KiB), content type and rate limit as /api/chat
 *
 * The push message's payload is `ReminderPush`, read by the service worker.
 */

import type { Parsed } from './parsed'

/** PushSubscription.toJSON() as the browser gives it. */
export interface PushSubscriptionJson {
  endpoint: string
  keys: { p256dh: string; auth: string }
  /** When the subscription ends (epoch ms), if the push service said so: the server deletes it then. */
  expirationTime?: number | null
}

export interface ReminderSettings {
  /** Her local time, "HH:MM", 24 h. */
  horario: string
  /** Weekdays, 0 = domingo … 6 = sábado (Date.getDay()), each once, in order. */
  dias: number[]
  /** IANA time zone, as Intl.DateTimeFormat().resolvedOptions().timeZone gives it. */
  fusoHorario: string
  /** 'Só se eu ainda não tiver feito nada hoje'. */
  soSeNadaHoje: boolean
}

export interface ReminderRequest extends ReminderSettings {
  inscricao: PushSubscriptionJson
}

export interface ReminderReply {
  lembrete: ReminderSettings
}

export interface EndpointRequest {
  endpoint: string
}

export interface DoneTodayRequest extends EndpointRequest {
  /** Her local date, "AAAA-MM-DD" (YYYY-MM-DD). Nothing about what she did. */
  data: string
}

export interface VapidKeyReply {
  chavePublica: string
}

export interface DeleteReply {
  apagado: boolean
}

/** What a reminder's push message carries. */
export interface ReminderPush {
  titulo: string
  corpo: string
  /** A path of the app, where a tap on the notification leads. */
  url: string
}

/** Her choices, as the profile shows them; the time zone is the device's, added when saved. */
export type ReminderChoice = Omit<ReminderSettings, 'fusoHorario'>

export const DEFAULT_REMINDER: ReminderChoice = {
  horario: '20:30',
  dias: [0, 1, 2, 3, 4, 5, 6],
  soSeNadaHoje: true,
}

/** Push services' endpoints are a few hundred characters. */
export const MAX_ENDPOINT_CHARS = 1000
export const MAX_TIME_ZONE_CHARS = 64

const fail = (erro: string): { ok: false; erro: string } => ({ ok: false, erro })

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// A P-256 public key, uncompressed: 65 bytes; the auth secret: 16 bytes (RFC 8291), in base64url.
const P256DH = /^[A-Za-z0-9_-]{86,87}={0,1}$/
const AUTH = /^[A-Za-z0-9_-]{22}={0,2}$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Control characters (NUL among them, which a database refuses): never in a push service's address. */
const hasControl = (text: string) => [...text].some((char) => char < ' ' || char === '\u007f')

/**
 * The endpoint as the server keeps it and looks it up, so one subscription is one row however it
 * was written: spaces and line ends around it trimmed, scheme and host in lower case, the default
 * port dropped (the URL's own serialisation), escapes of unreserved characters decoded ("%61" is
 * "a") and an empty query dropped. A fragment, a user name or password, or a control
 * character inside it is refused: a push service's address has none.
 */
export function normalizeEndpoint(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_ENDPOINT_CHARS) return undefined
  const trimmed = value.trim()
  if (hasControl(trimmed) || trimmed.includes('#')) return undefined
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return undefined
  url.pathname = decodeUnreserved(url.pathname)
  // An empty query ("…/abc?") is no query: the same address as without its "?".
  url.search = decodeUnreserved(url.search)
  return url.href.length <= MAX_ENDPOINT_CHARS ? url.href : undefined
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/** "%61" is "a" (RFC 3986, 6.2.2): unreserved characters decoded, every other escape in upper case. */
const decodeUnreserved = (part: string) =>
  part.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16))
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`
  })

const ENDPOINT_ERROR = `O campo "endpoint" deve ser o endereço da inscrição de push (uma URL de até ${MAX_ENDPOINT_CHARS} caracteres).`

function parseSubscription(value: unknown): PushSubscriptionJson | string {
  const shape = 'O campo "inscricao" deve ser a inscrição de push do navegador: { endpoint, keys: { p256dh, auth } }.'
  if (!isRecord(value)) return shape
  const endpoint = normalizeEndpoint(value.endpoint)
  if (!endpoint) return ENDPOINT_ERROR.replace('"endpoint"', '"inscricao.endpoint"')
  const { keys } = value
  if (!isRecord(keys)) return shape
  const { p256dh, auth } = keys
  if (typeof p256dh !== 'string' || !P256DH.test(p256dh) || typeof auth !== 'string' || !AUTH.test(auth)) {
    return 'As chaves da inscrição ("keys.p256dh" e "keys.auth") não são válidas.'
  }
  const { expirationTime = null } = value
  // Up to the last instant a Date can hold.
  if (expirationTime !== null && !(typeof expirationTime === 'number' && expirationTime >= 0 && expirationTime <= 8.64e15)) {
    return 'O campo "inscricao.expirationTime" deve ser null ou um instante em milissegundos.'
  }
  return { endpoint, keys: { p256dh, auth }, expirationTime: expirationTime === null ? null : Math.round(expirationTime) }
}

/** Whether the browser knows this IANA zone (the server checks with the same Intl). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > MAX_TIME_ZONE_CHARS) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

function parseDays(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 7) return undefined
  const days = new Set<number>()
  for (const day of value) {
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > 6 || days.has(day)) return undefined
    days.add(day)
  }
  return [...days].sort((a, b) => a - b)
}

/** Validates the parsed JSON body of PUT /api/lembretes. */
export function parseReminderRequest(body: unknown): Parsed<ReminderRequest> {
  if (!isRecord(body)) return fail('Envie um objeto JSON com "inscricao", "horario", "dias", "fusoHorario" e "soSeNadaHoje".')
  const inscricao = parseSubscription(body.inscricao)
  if (typeof inscricao === 'string') return fail(inscricao)
  const { horario, fusoHorario, soSeNadaHoje } = body
  if (typeof horario !== 'string' || !TIME.test(horario)) {
    return fail('O campo "horario" deve ser uma hora no formato HH:MM, de 00:00 a 23:59.')
  }
  const dias = parseDays(body.dias)
  if (!dias) return fail('O campo "dias" deve ser uma lista de 1 a 7 dias da semana diferentes, de 0 (domingo) a 6 (sábado).')
  if (typeof fusoHorario !== 'string' || !isTimeZone(fusoHorario)) {
    return fail('O campo "fusoHorario" deve ser um fuso horário como "America/Sao_Paulo".')
  }
  if (typeof soSeNadaHoje !== 'boolean') return fail('O campo "soSeNadaHoje" deve ser true ou false.')
  return { ok: true, value: { inscricao, horario, dias, fusoHorario, soSeNadaHoje } }
}

/** Validates the parsed JSON body of DELETE /api/lembretes. */
export function parseEndpointRequest(body: unknown): Parsed<EndpointRequest> {
  if (!isRecord(body)) return fail('Envie um objeto JSON com o campo "endpoint".')
  const endpoint = normalizeEndpoint(body.endpoint)
  if (!endpoint) return fail(ENDPOINT_ERROR)
  return { ok: true, value: { endpoint } }
}

/** A calendar date that exists ("2025-02-30" does not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Validates the parsed JSON body of POST /api/lembretes/feito-hoje. */
export function parseDoneTodayRequest(body: unknown): Parsed<DoneTodayRequest> {
  if (!isRecord(body)) return fail('Envie um objeto JSON com os campos "endpoint" e "data".')
  const parsed = parseEndpointRequest(body)
  if (!parsed.ok) return parsed
  const { data } = body
  if (typeof data !== 'string' || !isCalendarDate(data)) return fail('O campo "data" deve ser uma data no formato AAAA-MM-DD.')
  return { ok: true, value: { endpoint: parsed.value.endpoint, data } }
}

/** A push payload the service worker can show; anything else gets its generic reminder. */
export function parseReminderPush(body: unknown): ReminderPush | undefined {
  if (!isRecord(body)) return undefined
  const { titulo, corpo, url } = body
  if (typeof titulo !== 'string' || titulo === '' || typeof corpo !== 'string' || typeof url !== 'string') return undefined
  // Only a path of this app: a payload never sends her elsewhere.
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return undefined
  return { titulo, corpo, url }
}

export function isReminderReply(body: unknown): body is ReminderReply {
  return isRecord(body) && isRecord(body.lembrete) && typeof body.lembrete.horario === 'string'
}

export function isVapidKeyReply(body: unknown): body is VapidKeyReply {
  return isRecord(body) && typeof body.chavePublica === 'string' && body.chavePublica !== ''
}

export function isDeleteReply(body: unknown): body is DeleteReply {
  return isRecord(body) && typeof body.apagado === 'boolean'
}
