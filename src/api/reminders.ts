import {
  isDeleteReply,
  isReminderReply,
  isVapidKeyReply,
  type DoneTodayRequest,
  type ReminderRequest,
  type ReminderSettings,
} from '../contract/reminders-api'

export interface RemindersOptions {
  signal?: AbortSignal
  /** Where the API lives; the app calls its own origin. */
  baseUrl?: string
}

/** A refusal of /api/lembretes: the server's own words in Portuguese when it gave them. */
export class ReminderApiError extends Error {
  override name = 'ReminderApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const FALLBACK = 'Não foi possível falar com o servidor dos lembretes. Tente de novo em instantes.'

async function call(path: string, method: string, body: unknown, { signal, baseUrl = '' }: RemindersOptions): Promise<Response> {
  const response = await fetch(`${baseUrl}/api/lembretes${path}`, {
    method,
    signal,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  return response
}

async function refusal(response: Response): Promise<ReminderApiError> {
  const body: unknown = await response.json().catch(() => null)
  const erro = typeof body === 'object' && body !== null && 'erro' in body && typeof body.erro === 'string' ? body.erro : FALLBACK
  return new ReminderApiError(erro, response.status)
}

async function okJson<T>(response: Response, isShape: (body: unknown) => body is T): Promise<T> {
  if (!response.ok) throw await refusal(response)
  const body: unknown = await response.json().catch(() => null)
  if (!isShape(body)) throw new ReminderApiError(FALLBACK, response.status)
  return body
}

/** GET /api/lembretes/chave: the applicationServerKey for PushManager.subscribe (base64url). */
export async function getReminderKey(options: RemindersOptions = {}): Promise<string> {
  return (await okJson(await call('/chave', 'GET', undefined, options), isVapidKeyReply)).chavePublica
}

/** PUT /api/lembretes: creates or replaces her reminder; resolves to the settings the server kept. */
export async function saveReminder(request: ReminderRequest, options: RemindersOptions = {}): Promise<ReminderSettings> {
  return (await okJson(await call('', 'PUT', request, options), isReminderReply)).lembrete
}

/** DELETE /api/lembretes: forgets her reminder; whether there was one (none is not an error). */
export async function deleteReminder(endpoint: string, options: RemindersOptions = {}): Promise<boolean> {
  return (await okJson(await call('', 'DELETE', { endpoint }, options), isDeleteReply)).apagado
}

/**
 * POST /api/lembretes/feito-hoje with her local date ("AAAA-MM-DD") only. Resolves to false when
 * the server has no reminder for this subscription (nothing to skip), true when recorded.
 */
export async function reportDoneToday(endpoint: string, data: string, options: RemindersOptions = {}): Promise<boolean> {
  const request: DoneTodayRequest = { endpoint, data }
  const response = await call('/feito-hoje', 'POST', request, options)
  if (response.status === 404) return false
  await okJson(response, (body): body is { registrado: true } => typeof body === 'object' && body !== null && 'registrado' in body)
  return true
}
