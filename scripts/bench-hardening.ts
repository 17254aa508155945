// The second part of `npm run bench:soak` (or `npx tsx scripts/bench-hardening.ts`): the findings
// of the security reviews against the production server on 127.0.0.1, each as a figure. The first
// (issue 26): a hostile LLM (a 50 MB body, an endless stream, runs of '<'), a path that forges a
// log line, one word repeated 181 times, the 404 page's throughput beside a page's, how long slow
// clients are held and what they get, and how many idle connections are kept. The second (issue
// 36): 1,000 silent sockets, a push service that never answers and SIGTERM with its backlog,
// hostile endpoints, subscriptions per client, endpoints written four ways, NUL, TRUST_PROXY=1,
// and a frozen PostgreSQL (when one is installed). --compare=label=bundle.js,... measures older
// server bundles the same way, one after another, against the same client build; --seconds (5)
// sets each throughput run.
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { describeMachine } from './bench/machine'
import { benchOptions, count } from './bench/options'
import { HOSTILE_TIMEOUT_MS, measureHostileLlm, type HostileResult } from './bench/hostile-llm'
import { snapshotBuild } from './bench/production-build'
import { startServer, type ProductionServer } from './bench/production-server'
import { measureApi, NEW_FROM_ONE_CLIENT, HOSTILE_ENDPOINTS, type ApiResult } from './bench/review-api'
import { measureFrozenDatabase, type FrozenResult } from './bench/review-frozen-db'
import { measurePush, SILENT_SUBSCRIPTIONS, type PushResult } from './bench/review-push'
import { measureSockets, SILENT_HEADERS_TIMEOUT_MS, SILENT_SOCKETS, type SocketsResult } from './bench/review-sockets'
import { GIVE_UP_MS, measureConnectionCap, measureSlowClients, type ConnectionCount, type Held } from './bench/slow-clients'
import { ms, pad, percentile } from './bench/stats'

const { values } = benchOptions('bench:soak', {
  seconds: { type: 'string', help: 'seconds of each throughput run (5)' },
  compare: { type: 'string', help: 'label=bundle.js,...: older server bundles, measured the same way' },
})
const SECONDS = count(values.seconds, 'seconds', 5)
const COMPARE = (values.compare ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => entry.split('=') as [string, string])
const IDLE_CONNECTIONS = 1500
const REPEATS = 7
const FORGING_PATHS = ['/x%0APOST%20/api/chat%20500%201.0ms', '/x%1B%5B2J%1B%5D0;titulo%07']

interface Report {
  label: string
  hostile: HostileResult[]
  logLines: string[][]
  repeatedMs: { once: number; repeated: number }
  throughput: { page: number; notFound: number; pageBytes: number; notFoundBytes: number }
  slow: Held[]
  connections: ConnectionCount
  second: { sockets: SocketsResult; push: PushResult; api: ApiResult; frozen: FrozenResult }
}

/** What the server logged for one request: the lines until the next request's (a path nothing else asks for). */
async function logLinesFor(server: ProductionServer, lines: string[], path: string): Promise<string[]> {
  const from = lines.length
  await fetch(`${server.url}${path}`).then((response) => response.arrayBuffer())
  await fetch(`${server.url}/api/marcador`).then((response) => response.arrayBuffer())
  const sentinel = () => lines.findIndex((line, index) => index >= from && line.startsWith('GET /api/marcador 404 '))
  for (let tries = 0; sentinel() === -1 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 10))
  return lines.slice(from, sentinel())
}

/** The server's own time for a message, median of REPEATS. */
async function chatMs(server: ProductionServer, mensagem: string): Promise<number> {
  const times: number[] = []
  for (let index = 0; index < REPEATS; index++) {
    await fetch(`${server.url}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mensagem }) }).then(
      (response) => response.arrayBuffer(),
    )
    for (let tries = 0; server.log.chatMs.length <= times.length && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 10))
    times.push(server.log.chatMs.at(-1)!)
  }
  return percentile(times, 50)
}

async function requestsPerSecond(url: string): Promise<{ rate: number; bytes: number }> {
  let bytes = 0
  let responses = 0
  const run = autocannon({ url, connections: 10, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } })
  run.on('response', (_client, _status, responseBytes) => {
    bytes += responseBytes
    responses++
  })
  const result = await run
  return { rate: result.requests.average, bytes: responses ? bytes / responses : 0 }
}

async function measureContender(dir: string, label: string, entry: string): Promise<Report> {
  console.error(`${label}: LLM hostil…`)
  const hostile = await measureHostileLlm(dir, entry)
  const lines: string[] = []
  const server = await startServer({ dir, args: [entry], env: { RATE_LIMIT_PER_MINUTE: '1000000' }, onLine: (line) => lines.push(line) })
  try {
    console.error(`${label}: clientes lentos (até ${GIVE_UP_MS / 1000} s), log, palavra repetida, 404…`)
    const logLines: string[][] = []
    for (const path of FORGING_PATHS) logLines.push(await logLinesFor(server, lines, path))
    const slow = measureSlowClients(new URL(server.url))
    await chatMs(server, 'respiração')
    const repeatedMs = { once: await chatMs(server, 'respiração'), repeated: await chatMs(server, Array(181).fill('respiração').join(' ')) }
    await requestsPerSecond(`${server.url}/`)
    const page = await requestsPerSecond(`${server.url}/`)
    const notFound = await requestsPerSecond(`${server.url}/nao-existe`)
    const throughput = { page: page.rate, notFound: notFound.rate, pageBytes: page.bytes, notFoundBytes: notFound.bytes }
    const first = { label, hostile, logLines, repeatedMs, throughput, slow: await slow, connections: await capped(dir, entry) }
    await server.stop()
    console.error(`${label}: segunda revisão: conexões mudas, push que não responde e SIGTERM, API, PostgreSQL congelado…`)
    const second = {
      sockets: await measureSockets(dir, entry),
      push: await measurePush(dir, entry),
      api: await measureApi(dir, entry),
      frozen: await measureFrozenDatabase(dir, entry),
    }
    return { ...first, second }
  } finally {
    await server.stop()
  }
}

async function capped(dir: string, entry: string): Promise<ConnectionCount> {
  const server = await startServer({ dir, args: [entry] })
  try {
    return await measureConnectionCap(new URL(server.url), IDLE_CONNECTIONS)
  } finally {
    await server.stop()
  }
}

const seconds = (value: number | undefined) => (value === undefined ? `> ${GIVE_UP_MS / 1000} s` : `${(value / 1000).toFixed(1)} s`)

function print(reports: Report[]): void {
  console.log(`\nLLM hostil (LLM_TIMEOUT_MS=${HOSTILE_TIMEOUT_MS}): resposta, pico de memória acima do início (VmHWM), /api/health enquanto isso`)
  for (const report of reports) {
    for (const result of report.hostile) {
      const health = `health ${result.healthMs.length - result.healthFailures}/${result.healthMs.length} ok, máx ${ms(Math.max(0, ...result.healthMs))}`
      console.log(
        `  ${report.label.padEnd(10)} ${result.name.padEnd(26)} ${pad(ms(result.replyMs), 11)}  +${pad(result.peakOverStartMiB.toFixed(1), 7)} MiB  ${health}  ${result.answeredBy}`,
      )
    }
  }
  console.log('\nlinhas de log por requisição')
  for (const report of reports) {
    report.logLines.forEach((lines, index) => console.log(`  ${report.label.padEnd(10)} ${FORGING_PATHS[index]!.padEnd(40)} ${lines.length}: ${JSON.stringify(lines)}`))
  }
  console.log(`\nPOST /api/chat, tempo do servidor (mediana de ${REPEATS})`)
  for (const { label, repeatedMs } of reports) console.log(`  ${label.padEnd(10)} "respiração" ${ms(repeatedMs.once)}; 181 × "respiração" ${ms(repeatedMs.repeated)}`)
  console.log(`\nvazão, 10 conexões, ${SECONDS} s, Accept-Encoding: gzip`)
  for (const { label, throughput } of reports) {
    console.log(
      `  ${label.padEnd(10)} GET / ${throughput.page.toFixed(0)} req/s (${throughput.pageBytes.toFixed(0)} B); GET /nao-existe ${throughput.notFound.toFixed(0)} req/s (${throughput.notFoundBytes.toFixed(0)} B); razão ${(throughput.notFound / throughput.page).toFixed(2)}`,
    )
  }
  console.log('\nclientes lentos: quanto tempo o servidor os segura, e o que responde')
  for (const report of reports) {
    for (const held of report.slow) console.log(`  ${report.label.padEnd(10)} ${held.name.padEnd(44)} ${pad(seconds(held.heldMs), 8)}  ${held.answer}`)
  }
  console.log(`\n${IDLE_CONNECTIONS} conexões ociosas abertas de uma vez`)
  for (const { label, connections } of reports) console.log(`  ${label.padEnd(10)} abertas ${connections.opened}, fechadas pelo servidor em seguida ${connections.closedAtOnce}`)
  printSecondReview(reports)
}

const within = (value: number | undefined, giveUp: string) => (value === undefined ? `> ${giveUp}` : `${(value / 1000).toFixed(2)} s`)

function printSecondReview(reports: Report[]): void {
  console.log('\nsegunda revisão (issue 36)')
  const row = (finding: string, value: (second: Report['second']) => string) => {
    console.log(`  ${finding}`)
    for (const { label, second } of reports) console.log(`    ${label.padEnd(10)} ${value(second)}`)
  }
  row(`1. ${SILENT_SOCKETS} conexões mudas que nunca fecham (HEADERS_TIMEOUT_MS=${SILENT_HEADERS_TIMEOUT_MS}): /api/health responde depois de`, ({ sockets }) =>
    within(sockets.healthAfterMs, '30 s'),
  )
  row(`2. ${SILENT_SUBSCRIPTIONS} inscrições num push que aceita e não responde: o lembrete de outro serviço chega depois de`, ({ push }) =>
    `${within(push.otherLateMs, '300 s')}; envios ao serviço mudo até então: ${push.silentAttempts}`,
  )
  row('3. SIGTERM com esse acúmulo (SHUTDOWN_TIMEOUT_MS=10000): o processo termina depois de', ({ push }) =>
    `${within(push.exitMs, '60 s (morto com SIGKILL)')}; lembretes ainda reservados depois: ${push.leftClaimed}`,
  )
  row(`4. endereços hostis aceitos (PUSH_ALLOW_LOOPBACK desligado), de ${HOSTILE_ENDPOINTS.length}`, ({ api }) => String(api.hostileAccepted))
  row('5. PostgreSQL congelado (SIGSTOP): POST /api/chat', ({ frozen }) =>
    'missing' in frozen ? `sem PostgreSQL: ${frozen.missing}` : frozen.replies
          .map((reply) => `${reply.name} ${within(reply.ms, '10 s')}${reply.status ? ` (${reply.status})` : ''}, antes de congelar ${within(reply.beforeMs, '10 s')}`)
          .join('; ') + (frozen.countedInDatabaseAtFreeze ? '' : ' (já contava em memória ao congelar: a máquina estava lenta demais)'),
  )
  row(`6. inscrições novas aceitas de ${NEW_FROM_ONE_CLIENT} pedidos: de um IPv4; de ${NEW_FROM_ONE_CLIENT} endereços de um /64`, ({ api }) => `${api.newFromIpv4}; ${api.newFromIpv6Block}`)
  row('   POST /api/chat aceitos de 30 endereços de um /64, limite 10 por minuto', ({ api }) => String(api.chatFromIpv6Block))
  row('7. endpoint com NUL: status', ({ api }) => String(api.nulStatus))
  row('8. o mesmo endpoint escrito de 4 jeitos: linhas criadas; linhas que ficam depois de um DELETE na forma normal', ({ api }) => `${api.rowsForOneEndpoint}; ${api.rowsLeftAfterDelete}`)
  row('9. TRUST_PROXY=1: aviso no início; DELETE /api/lembretes acima do limite', ({ api }) => `${api.hopWarning ? 'sim' : 'não'}; ${api.deleteWhileLimited}`)
  row('10. linhas de log para uma requisição que o parser HTTP recusa', ({ sockets }) => String(sockets.refusedLogLines))
}

console.log(`npm run bench:soak: a revisão de segurança\n${describeMachine()}`)
const build = snapshotBuild()
try {
  const reports: Report[] = []
  for (const [label, bundle] of COMPARE) {
    const entry = `dist/server/${label}.js`
    copyFileSync(bundle, join(build.dir, entry))
    reports.push(await measureContender(build.dir, label, entry))
  }
  reports.push(await measureContender(build.dir, 'este build', 'dist/server/index.js'))
  print(reports)
} finally {
  build.remove()
}
