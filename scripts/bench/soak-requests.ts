// The HTTP traffic of the soak test: each kind is a set of requests with the statuses they must get.
import { evalSet } from '../../evaluation/eval-set'

export interface SoakRequest {
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer
  /** Sent without Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean
  expect: readonly number[]
}

export interface HttpKind {
  name: string
  /** Requests in flight at once, each looping until the end. */
  workers: number
  /** Pause between two requests of one worker. */
  pauseMs: number
  requests: SoakRequest[]
  /** The server may close the connection before reading the whole body (past its 8 MiB drain). */
  resetAllowed?: boolean
}

const JSON_TYPE = { 'content-type': 'application/json' }
const BROWSER = { ...JSON_TYPE, 'accept-encoding': 'gzip, deflate, br, zstd' }
const KiB = 1024
const MiB = 1024 * KiB

const chat = (body: string | Buffer, expect: readonly number[], extra: Partial<SoakRequest> = {}): SoakRequest => ({
  method: 'POST',
  path: '/api/chat',
  headers: JSON_TYPE,
  body: Buffer.isBuffer(body) ? body : Buffer.from(body),
  expect,
  ...extra,
})

/** A JSON body of about `bytes` bytes whose message is valid, so only its size is wrong. */
const bigBody = (bytes: number) => Buffer.from(JSON.stringify({ mensagem: 'oi', extra: 'x'.repeat(bytes) }))

const history = [
  { sender: 'ai', text: 'Oi! Sou a assistente do Momento Mãe. Posso sugerir exercícios rápidos, meditações e receitas.' },
  { sender: 'user', text: 'tenho pouco tempo hoje' },
]

// Half with an earlier turn or two, as the app sends once a conversation has started.
const valid = evalSet.map(({ message }, index) =>
  chat(JSON.stringify(index % 2 ? { mensagem: message, historico: history } : { mensagem: message }), [200], { headers: BROWSER }),
)

const malformed = ['{"mensagem": "oi"', '{mensagem: oi}', 'não é json', '', '{"mensagem":"oi"}}', '\u0000\u0001', '{"mensagem":"oi",}', '[1, 2'].map(
  (body) => chat(body, [400]),
)

const wrongTypes = [
  { mensagem: 42 },
  { mensagem: null },
  { mensagem: ['oi'] },
  { mensagem: { texto: 'oi' } },
  { mensagem: true },
  {},
  [],
  'oi',
  { mensagem: '   ' },
  { mensagem: 'x'.repeat(2001) },
  { mensagem: 'oi', historico: 'antes' },
  { mensagem: 'oi', historico: [{ sender: 'bot', text: 'oi' }] },
  { mensagem: 'oi', historico: Array.from({ length: 51 }, () => ({ sender: 'user', text: 'oi' })) },
].map((body) => chat(JSON.stringify(body), [400]))

const wrongContentTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'text/json', ''].map(
  (type) => chat('{"mensagem":"oi"}', [415], { headers: type ? { 'content-type': type } : {} }),
)

const wrongMethods: SoakRequest[] = [
  ...['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'].map((method) => ({ method, path: '/api/chat', expect: [405] })),
  { method: 'POST', path: '/api/health', headers: JSON_TYPE, body: Buffer.from('{}'), expect: [405] },
  { method: 'GET', path: '/api/nada', expect: [404] },
  { method: 'DELETE', path: '/api/chat/1', expect: [404] },
]

export const httpKinds: HttpKind[] = [
  { name: 'mensagens válidas', workers: 6, pauseMs: 0, requests: valid },
  { name: 'JSON malformado', workers: 1, pauseMs: 0, requests: malformed },
  { name: 'tipos errados', workers: 1, pauseMs: 0, requests: wrongTypes },
  { name: 'Content-Type errado', workers: 1, pauseMs: 0, requests: wrongContentTypes },
  { name: 'método ou endereço errado', workers: 1, pauseMs: 0, requests: wrongMethods },
  {
    name: 'corpo > 64 KiB e de 3 MiB',
    workers: 2,
    pauseMs: 20,
    requests: [
      chat(bigBody(100 * KiB), [413]),
      chat(bigBody(100 * KiB), [413], { chunked: true }),
      chat(bigBody(3 * MiB), [413]),
      chat(bigBody(3 * MiB), [413], { chunked: true }),
    ],
  },
  {
    name: 'corpo de 16 MiB (além do dreno)',
    workers: 1,
    pauseMs: 500,
    resetAllowed: true,
    requests: [chat(bigBody(16 * MiB), [413])],
  },
]

/** A burst from one address, past the per-minute limit: the first ones pass, the rest get 429. */
export function burstRequest(index: number): SoakRequest {
  return chat(JSON.stringify({ mensagem: evalSet[index % evalSet.length]!.message }), [200, 429])
}
