// `npm run bench:server`: autocannon against the production server on 127.0.0.1, in one run:
// GET /api/health (the floor), a prerendered page, the largest hashed JS asset and POST /api/chat
// rotating through the evaluation set's messages, and through blind messages too many for the
// assistant to remember (new to it, as hers are); the same JSON from bare node:http and bare Hono
// for comparison; then the server's memory over 100,000 chat requests (heap after a forced GC);
// then its memory with the embedded database: at rest on a first start, after 300 reminders were
// saved, after 300 protected copies of 64 KiB were created, replaced and read, and restarted on them. --compare=label=bundle.js,... measures other builds of the server
// (older commits) against the same client in the same run; --seconds, --memory-requests and
// --reminders, --copies shorten it (--help lists them).
import { copyFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import autocannon, { type AutocannonOptions, type AutocannonRequest } from 'autocannon'
import { developmentHalf, trainingSet } from '../evaluation/blind-set'
import { evalSet } from '../evaluation/eval-set'
import { collectGarbage } from './bench/heap'
import { describeMachine, mib, rssMiB } from './bench/machine'
import { benchOptions, count } from './bench/options'
import { snapshotBuild } from './bench/production-build'
import { startServer, type ProductionServer } from './bench/production-server'
import { referenceNames, startReference } from './bench/reference-servers'
import { remindersMemory, type RemindersMemory } from './bench/reminders-memory'
import { formatCounts, ms, pad, percentile } from './bench/stats'

const { values } = benchOptions('bench:server', {
  seconds: { type: 'string', help: 'seconds per target (10)' },
  'memory-requests': { type: 'string', help: 'chat requests of the memory check (100000)' },
  reminders: { type: 'string', help: 'reminders saved in the embedded database check (300)' },
  copies: { type: 'string', help: 'protected copies created, replaced and read in the embedded database check (300)' },
  compare: { type: 'string', help: 'label=bundle.js,...: other builds of the server, against the same client, in the same run' },
})
const CONNECTIONS = 10
const SECONDS = count(values.seconds, 'seconds', 10)
const WARMUP_SECONDS = Math.min(3, SECONDS)
const MEMORY_REQUESTS = count(values['memory-requests'], 'memory-requests', 100_000)
const REMINDERS = count(values.reminders, 'reminders', 300)
const COPIES = count(values.copies, 'copies', 300)
const COMPARE = (values.compare ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => entry.split('=') as [string, string])
const WARM_REQUESTS = Math.min(10_000, MEMORY_REQUESTS)
// Every request says Accept-Encoding: gzip, as a browser's do.
const GZIP = { 'accept-encoding': 'gzip' }
const LIMITLESS = { RATE_LIMIT_PER_MINUTE: '1000000' }

interface Measured {
  name: string
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  bytesPerResponse: number
  errors: number
  statuses: string
  non2xx: number
}

/** Every message of the evaluation set in turn, crisis ones included: they are real traffic. */
function rotatingChat(messages: readonly string[] = evalSet.map(({ message }) => message)): AutocannonRequest[] {
  const bodies = messages.map((message) => JSON.stringify({ mensagem: message }))
  let next = 0
  return [
    {
      method: 'POST',
      path: '/api/chat',
      headers: { 'content-type': 'application/json', ...GZIP },
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }),
    },
  ]
}

function largestAsset(dir: string): string {
  const assets = join(dir, 'dist/client/assets')
  const js = readdirSync(assets).filter((name) => name.endsWith('.js'))
  return js.reduce((largest, name) => (statSync(join(assets, name)).size > statSync(join(assets, largest)).size ? name : largest))
}

/** One autocannon run; latencies are kept per response for sub-millisecond percentiles. */
async function measure(name: string, options: AutocannonOptions, onResponse?: (count: number) => void): Promise<Measured> {
  const latencies: number[] = []
  let bytes = 0
  const run = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
  run.on('response', (_client, _status, responseBytes, latency) => {
    latencies.push(latency)
    bytes += responseBytes
    onResponse?.(latencies.length)
  })
  const result = await run
  const statuses = new Map(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]))
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    errors: result.errors,
    statuses: formatCounts(statuses),
    non2xx: result.non2xx,
  }
}

async function withServer<T>(start: () => Promise<ProductionServer>, use: (server: ProductionServer) => Promise<T>): Promise<T> {
  const server = await start()
  try {
    return await use(server)
  } finally {
    await server.stop()
  }
}

function printTable(rows: Measured[]): void {
  console.log(`\n${CONNECTIONS} conexões, ${SECONDS} s cada (após ${WARMUP_SECONDS} s de aquecimento), Accept-Encoding: gzip, na mesma execução`)
  console.log(`${'servidor · alvo'.padEnd(62)}     req/s       p50       p95       p99  bytes/resp  erros  status`)
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(62)} ${pad(row.requestsPerSecond.toFixed(0), 9)} ${pad(ms(row.p50), 9)} ${pad(ms(row.p95), 9)} ${pad(ms(row.p99), 9)} ${pad(row.bytesPerResponse.toFixed(0), 11)} ${pad(row.errors, 6)}  ${row.statuses}`,
    )
  }
}

/**
 * A fresh server with its inspector open: warmed with WARM_REQUESTS messages, then RSS and the
 * live heap after a forced GC, before and after MEMORY_REQUESTS more (RSS every tenth of the way).
 */
async function memoryRun(dir: string): Promise<Measured> {
  return withServer(
    () => startServer({ dir, env: LIMITLESS, inspect: true }),
    async (server) => {
      const coldRss = rssMiB(server.pid)
      const chat = { url: server.url, requests: rotatingChat() }
      await measure('aquecimento', { ...chat, amount: WARM_REQUESTS })
      const before = collectGarbage(server.inspectorUrl!, server.pid)
      const series: number[] = []
      const step = Math.max(1, Math.floor(MEMORY_REQUESTS / 10))
      const started = performance.now()
      const run = await measure(`${MEMORY_REQUESTS} × POST /api/chat`, { ...chat, amount: MEMORY_REQUESTS }, (count) => {
        if (count % step === 0) series.push(rssMiB(server.pid))
      })
      const seconds = (performance.now() - started) / 1000
      const after = rssMiB(server.pid)
      const collected = collectGarbage(server.inspectorUrl!, server.pid)
      const delta = (value: number, from: number) => `${value - from >= 0 ? '+' : ''}${(value - from).toFixed(1)}`
      console.log(`\nmemória do servidor (VmRSS de /proc/<pid>/status; heap JS vivo após GC forçado pelo inspector)`)
      console.log('  ao iniciar'.padEnd(52) + `RSS ${mib(coldRss)}`)
      console.log(`  após ${WARM_REQUESTS} mensagens de aquecimento, GC`.padEnd(52) + `RSS ${mib(before.rssMiB)}, heap ${mib(before.heapMiB)}`)
      console.log(`  depois de mais ${MEMORY_REQUESTS} (${seconds.toFixed(1)} s, ${run.requestsPerSecond.toFixed(0)} req/s)`.padEnd(52) + `RSS ${mib(after)} (${delta(after, before.rssMiB)})`)
      console.log(`  a cada ${step}: ${series.map((value) => value.toFixed(0)).join(' → ')} MiB`)
      console.log(
        '  e após GC'.padEnd(52) +
          `RSS ${mib(collected.rssMiB)} (${delta(collected.rssMiB, before.rssMiB)}), heap ${mib(collected.heapMiB)} (${delta(collected.heapMiB, before.heapMiB)})`,
      )
      console.log(`  respostas: ${run.statuses}`)
      return run
    },
  )
}

/** An older build's server, copied beside this build's (its packages are this checkout's). */
function compareEntry(dir: string, label: string): string {
  const entry = `dist/server/${label}.js`
  copyFileSync(COMPARE.find(([name]) => name === label)![1], join(dir, entry))
  return entry
}

/** Each server's memory with its embedded database, the older builds first. */
async function embeddedDatabaseRun(dir: string): Promise<RemindersMemory[]> {
  const servers = [...COMPARE.map(([label]) => ({ label, args: [compareEntry(dir, label)] })), { label: 'app', args: undefined }]
  const measured: RemindersMemory[] = []
  for (const { label, args } of servers) measured.push(await remindersMemory({ label, dir, args, env: LIMITLESS, reminders: REMINDERS, copies: COPIES }))
  console.log(
    `\nmemória com o banco embutido (VmRSS 3 s após cada passo; pico: VmHWM do 1º início, dos lembretes e das cópias), ${REMINDERS} lembretes por PUT /api/lembretes, ${COPIES} cópias de 64 KiB criadas, substituídas e lidas em /api/copias`,
  )
  console.log(
    `${'servidor'.padEnd(20)} ${'ao iniciar'.padStart(12)} ${`após ${REMINDERS} lembretes`.padStart(20)} ${`após ${COPIES} cópias`.padStart(18)} ${'reiniciado'.padStart(12)} ${'pico'.padStart(12)}  status`,
  )
  for (const row of measured) {
    console.log(
      `${row.label.padEnd(20)} ${pad(mib(row.firstStartMiB), 12)} ${pad(mib(row.afterSavingMiB), 20)} ${pad(mib(row.afterCopiesMiB), 18)} ${pad(mib(row.restartedMiB), 12)} ${pad(mib(row.peakMiB), 12)}  lembretes ${formatCounts(row.statuses)}; cópias ${formatCounts(row.copyStatuses)}`,
    )
  }
  return measured
}

type Target = 'health' | 'page' | 'asset' | 'chat' | 'newChat'

// The assistant keeps its last few hundred risk readings (a conversation is read again with each
// message): the evaluation set's 155 messages come back within them, so a second chat target
// rotates through messages too many to be remembered, as a stream of mothers' new messages.
const newMessages = [...developmentHalf, ...trainingSet].map(({ message }) => message)

/** A server under test and what it answers: the app (this build or an older one) or a bare reference. */
interface Contender {
  label: string
  server: ProductionServer
  targets: Partial<Record<Target, AutocannonOptions>>
}

const targetNames = (asset: string): Record<Target, string> => ({
  health: 'GET /api/health',
  page: 'GET /dashboard (a página)',
  asset: `GET /assets/${asset}`,
  chat: `POST /api/chat (${evalSet.length} mensagens)`,
  newChat: `POST /api/chat (${newMessages.length} mensagens, novas)`,
})

const appTargets = (url: string): Record<Target, AutocannonOptions> => ({
  health: { url: `${url}/api/health`, headers: GZIP },
  page: { url: `${url}/dashboard`, headers: GZIP },
  asset: { url: `${url}/assets/${ASSET}`, headers: GZIP },
  chat: { url, requests: rotatingChat() },
  newChat: { url, requests: rotatingChat(newMessages) },
})

async function startContenders(dir: string): Promise<Contender[]> {
  const contenders: Contender[] = []
  for (const name of referenceNames) {
    const server = await startReference(name)
    contenders.push({ label: name, server, targets: { health: { url: `${server.url}/api/health`, headers: GZIP } } })
  }
  for (const [label] of COMPARE) {
    const server = await startServer({ dir, env: LIMITLESS, args: [compareEntry(dir, label)] })
    contenders.push({ label, server, targets: appTargets(server.url) })
  }
  const server = await startServer({ dir, env: LIMITLESS })
  contenders.push({ label: 'app', server, targets: appTargets(server.url) })
  return contenders
}

console.log(`npm run bench:server\n${describeMachine()}`)
const build = snapshotBuild()
const ASSET = largestAsset(build.dir)
const rows: Measured[] = []
let failed = false
try {
  const contenders = await startContenders(build.dir)
  try {
    // Every server warmed first; then each target on every server in turn, so the figures
    // compared sit next to each other in time on a machine whose load moves.
    for (const { targets } of contenders) {
      for (const options of Object.values(targets)) await measure('aquecimento', { ...options, duration: WARMUP_SECONDS })
    }
    const names = targetNames(ASSET)
    for (const target of Object.keys(names) as Target[]) {
      for (const { label, targets } of contenders) {
        const options = targets[target]
        if (options) rows.push(await measure(`${label} · ${names[target]}`, options))
      }
    }
  } finally {
    await Promise.all(contenders.map(({ server }) => server.stop()))
  }
  printTable(rows)
  const requestsPerSecond = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond ?? Number.NaN
  const ratio = requestsPerSecond(`app · ${targetNames(ASSET).chat}`) / requestsPerSecond(`app · ${targetNames(ASSET).health}`)
  const newRatio = requestsPerSecond(`app · ${targetNames(ASSET).newChat}`) / requestsPerSecond(`app · ${targetNames(ASSET).health}`)
  console.log(`\nrazão chat/health (app): ${ratio.toFixed(2)}; com mensagens novas: ${newRatio.toFixed(2)}`)
  const memory = await memoryRun(build.dir)
  const bad = [...rows, memory].filter((row) => row.errors > 0 || row.non2xx > 0)
  for (const row of bad) console.error(`FALHA: ${row.name}: ${row.errors} erros de conexão, ${row.non2xx} respostas não-2xx`)
  failed ||= bad.length > 0
  const embedded = await embeddedDatabaseRun(build.dir)
  const unsaved = embedded.filter(({ statuses }) => (statuses.get(201) ?? 0) !== REMINDERS)
  for (const { label, statuses } of unsaved) console.error(`FALHA: ${label}: ${REMINDERS} lembretes não foram todos criados (${formatCounts(statuses)})`)
  // Older builds compared may have no /api/copias: only this build's copies must all be answered.
  const copyStatuses = embedded.find(({ label }) => label === 'app')!.copyStatuses
  const copiesAnswered = (copyStatuses.get(201) ?? 0) === COPIES && (copyStatuses.get(200) ?? 0) === 2 * COPIES
  if (!copiesAnswered) console.error(`FALHA: app: ${COPIES} cópias não foram todas criadas, substituídas e lidas (${formatCounts(copyStatuses)})`)
  failed ||= unsaved.length > 0 || !copiesAnswered
} finally {
  build.remove()
}
process.exit(failed ? 1 : 0)
