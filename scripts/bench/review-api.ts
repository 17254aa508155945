// The second review's findings on /api/lembretes and the rate limit, as counts of answers: hostile
// endpoints accepted, subscriptions one client can make, the same endpoint written four ways, NUL
// in an endpoint, a forged X-Forwarded-For under TRUST_PROXY=1, and turning reminders off while
// over the limit.
import { startFakePushService, type FakePushService } from '../../server/reminders/testing/fake-push-service'
import { startServer } from './production-server'

export const HOSTILE_ENDPOINTS = [
  'https://localhost./push/1',
  'https://LOCALHOST./push/1',
  'https://api.localhost./push/1',
  'https://127.0.0.1.nip.io/push/1',
  'https://7f000001.nip.io/push/1',
  'https://localtest.me/push/1',
  'https://10.0.0.1.sslip.io/push/1',
  'https://169.254.169.254.nip.io/latest/meta-data',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://router.lan/push/1',
  'https://push.example.com:22/push/1',
  'https://push.example.com:6379/push/1',
  'https://fcm.googleapis.com:8443/fcm/send/x',
  'https://fcm.googleapis.com.evil.example/fcm/send/x',
  'https://2130706433/push/1',
  'https://0x7f.1/push/1',
  'https://[::ffff:127.0.0.1]/push/1',
  'https://[::1]:8443/push/1',
  'http://fcm.googleapis.com/fcm/send/x',
  'https://user:senha@fcm.googleapis.com/fcm/send/x',
]
export const NEW_FROM_ONE_CLIENT = 100

export interface ApiResult {
  hostileAccepted: number
  /** PUTs of new subscriptions answered 201, from one IPv4 address and from 100 addresses of one IPv6 /64. */
  newFromIpv4: number
  newFromIpv6Block: number
  /** The same endpoint written four ways: how many rows (201s), and what a DELETE in the normal form left. */
  rowsForOneEndpoint: number
  rowsLeftAfterDelete: number
  /** The status for an endpoint with NUL in it. */
  nulStatus: number
  /** Chat requests that passed a limit of 10 a minute, from 30 addresses of one IPv6 /64. */
  chatFromIpv6Block: number
  /** With TRUST_PROXY=1: whether the server warned at start; the status of DELETE /api/lembretes while over the limit. */
  hopWarning: boolean
  deleteWhileLimited: number
}

const reminder = (subscription: { endpoint: string; keys: unknown }) => ({
  inscricao: { ...subscription, expirationTime: null },
  horario: '20:30',
  dias: [0, 1, 2, 3, 4, 5, 6],
  fusoHorario: 'America/Sao_Paulo',
  soSeNadaHoje: true,
})

async function call(url: string, method: string, path: string, body: unknown, client?: string): Promise<number> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(client ? { 'X-Forwarded-For': client } : {}) },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return response.status
}

async function count(statuses: Promise<number>[], wanted: number): Promise<number> {
  return (await Promise.all(statuses)).filter((status) => status === wanted).length
}

async function hostile(dir: string, entry: string, push: FakePushService): Promise<number> {
  const server = await startServer({ dir, args: [entry], env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
  try {
    const keys = push.subscribe().keys
    let accepted = 0
    for (const endpoint of HOSTILE_ENDPOINTS) accepted += (await call(server.url, 'PUT', '/api/lembretes', reminder({ endpoint, keys }))) === 201 ? 1 : 0
    return accepted
  } finally {
    await server.stop()
  }
}

async function subscriptions(dir: string, entry: string, push: FakePushService) {
  const env = { PUSH_ALLOW_LOOPBACK: '1', TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000' }
  const server = await startServer({ dir, args: [entry], env })
  try {
    const put = (client: string) => call(server.url, 'PUT', '/api/lembretes', reminder(push.subscribe()), client)
    let newFromIpv4 = 0
    for (let index = 0; index < NEW_FROM_ONE_CLIENT; index++) newFromIpv4 += (await put('198.51.100.7')) === 201 ? 1 : 0
    let newFromIpv6Block = 0
    for (let index = 0; index < NEW_FROM_ONE_CLIENT; index++) newFromIpv6Block += (await put(`2001:db8:7:7::${(index + 1).toString(16)}`)) === 201 ? 1 : 0

    const one = push.subscribe()
    const { port, pathname } = new URL(one.endpoint)
    const normal = `http://localhost:${port}${pathname}`
    const written = [` ${normal}`, `${normal}\n`, `HTTP://LocalHost:${port}${pathname}`, `http://LOCALHOST:${port}${pathname}`]
    let rowsForOneEndpoint = 0
    for (const endpoint of written) rowsForOneEndpoint += (await call(server.url, 'PUT', '/api/lembretes', reminder({ ...one, endpoint }), '198.51.100.20')) === 201 ? 1 : 0
    const deleted = await fetch(`${server.url}/api/lembretes`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ endpoint: normal }) })
    const rowsLeftAfterDelete = rowsForOneEndpoint - (((await deleted.json()) as { apagado?: boolean }).apagado ? 1 : 0)
    const nulStatus = await call(server.url, 'PUT', '/api/lembretes', reminder({ ...push.subscribe(), endpoint: `${one.endpoint}\u0000x` }), '198.51.100.40')
    return { newFromIpv4, newFromIpv6Block, rowsForOneEndpoint, rowsLeftAfterDelete, nulStatus }
  } finally {
    await server.stop()
  }
}

async function hopTrust(dir: string, entry: string, push: FakePushService) {
  const lines: string[] = []
  const env = { PUSH_ALLOW_LOOPBACK: '1', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '10' }
  const server = await startServer({ dir, args: [entry], env, onLine: (line) => lines.push(line) })
  try {
    const chat = (client: string) => call(server.url, 'POST', '/api/chat', { mensagem: 'oi' }, client)
    const chatFromIpv6Block = await count(
      Array.from({ length: 30 }, (_, index) => chat(`2001:db8:9:9::${(index + 1).toString(16)}`)),
      200,
    )
    const her = push.subscribe()
    for (let index = 0; index < 12; index++) await call(server.url, 'PUT', '/api/lembretes', reminder(her), '198.51.100.9')
    const deleteWhileLimited = await call(server.url, 'DELETE', '/api/lembretes', { endpoint: her.endpoint }, '198.51.100.9')
    return { chatFromIpv6Block, deleteWhileLimited, hopWarning: lines.some((line) => line.includes('TRUST_PROXY=1')) }
  } finally {
    await server.stop()
  }
}

export async function measureApi(dir: string, entry: string): Promise<ApiResult> {
  const push = await startFakePushService()
  try {
    return {
      hostileAccepted: await hostile(dir, entry, push),
      ...(await subscriptions(dir, entry, push)),
      ...(await hopTrust(dir, entry, push)),
    }
  } finally {
    await push.close()
  }
}
