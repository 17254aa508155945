import { createHash } from 'node:crypto'

/** What a reminder row needs to be sent, as the scheduler and the PGlite import read it. */
export interface ReminderRowFields {
  endpoint: string
  p256dh: string
  auth: string
  minuteOfDay: number
  days: number
  timeZone: string
  lastRemindedOn: string | null
  lastDoneOn: string | null
}

/** A set-aside row waits here, out of every claim's sight, until she saves her reminder again or someone deletes it. */
export const SET_ASIDE_UNTIL = '9999-12-31T00:00:00.000Z'

const BASE64URL = /^[A-Za-z0-9_-]+$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

function isWebUrl(endpoint: string): boolean {
  try {
    const { protocol } = new URL(endpoint)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * Why a row cannot be sent (a time zone this Node does not know, a time or days out of range, an
 * endpoint or keys that are not one), in Portuguese for the operator's log; undefined when it can.
 */
export function unsendableReason(row: ReminderRowFields): string | undefined {
  if (typeof row.timeZone !== 'string' || !knownTimeZone(row.timeZone)) return 'fuso horário desconhecido'
  if (!Number.isInteger(row.minuteOfDay) || row.minuteOfDay < 0 || row.minuteOfDay > 1439) return 'horário fora de 00:00–23:59'
  if (!Number.isInteger(row.days) || row.days < 1 || row.days > 127) return 'dias da semana inválidos'
  if (typeof row.endpoint !== 'string' || !isWebUrl(row.endpoint)) return 'endereço da inscrição inválido'
  if (typeof row.p256dh !== 'string' || !BASE64URL.test(row.p256dh) || typeof row.auth !== 'string' || !BASE64URL.test(row.auth)) {
    return 'chaves da inscrição inválidas'
  }
  for (const date of [row.lastRemindedOn, row.lastDoneOn]) if (date !== null && !(typeof date === 'string' && DATE.test(date))) return 'data inválida'
  return undefined
}

/** A row's name in the log: never its endpoint (an address at her browser's push service), a short digest of it. */
export const rowId = (endpoint: string) => createHash('sha256').update(String(endpoint)).digest('hex').slice(0, 12)
