// `npm run bench:soak -- [--seconds=60] [--compare=label=bundle.js]`: a minute of mixed traffic
// against the production server: valid messages from many loopback addresses, malformed JSON,
// wrong types, content types and methods, huge bodies, slow and stalled clients, requests that are
// not HTTP, and a rate-limit burst from one address. Then the LLM fallback check, then the security
// review's figures (scripts/bench-hardening.ts), then the third review's (scripts/bench-third-review.ts).
// Exits non-zero when a must fails.
import { spawnSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { collectGarbage } from './bench/heap'
import { checkFallback, LLM_TIMEOUT_MS, SLACK_MS } from './bench/llm-fallback'
import { describeMachine, mib, rssMiB } from './bench/machine'
import { benchOptions, count } from './bench/options'
import { snapshotBuild } from './bench/production-build'
import { startServer } from './bench/production-server'
import { agent, send } from './bench/soak-http'
import { rejected, rejectedRequests, stall, stalledRequests, trickle } from './bench/soak-raw'
import { burstRequest, httpKinds, type HttpKind } from './bench/soak-requests'
import { GAVE_UP, KindTally, type Outcome } from './bench/soak-tally'
import { formatCounts, ms, pad } from './bench/stats'

const { values } = benchOptions('bench:soak', {
  seconds: { type: 'string', help: 'seconds of mixed traffic (60)' },
  compare: { type: 'string', help: 'label=bundle.js,...: older server bundles, for the security review' },
  checkouts: { type: 'string', help: 'label=dir,...: other checkouts measured beside this one for the third review (scripts/bench-third-review.ts)' },
})
const SECONDS = count(values.seconds, 'seconds', 60)
const WARMUP_SECONDS = 5
const RATE_LIMIT = 3000
const POOL = Array.from({ length: 100 }, (_, index) => `127.0.1.${index + 1}`)
const BURST_ADDRESS = '127.0.2.1'
const BURST = { size: RATE_LIMIT + 500, concurrency: 10 }
const IDLE_MS = 5000
// A leak of even 100 bytes a request would pass this in the minute's ~80,000 requests.
const HEAP_SLACK_MIB = 5

console.log(`npm run bench:soak\n${describeMachine()}`)
const build = snapshotBuild()
const server = await startServer({ dir: build.dir, env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, inspect: true })
const url = new URL(server.url)
const musts: [string, boolean][] = []

const chatPerAddress = new Map<string, number>()
let nextAddress = 0
function poolAddress(countsForLimit: boolean): string {
  const address = POOL[nextAddress++ % POOL.length]!
  if (countsForLimit) chatPerAddress.set(address, (chatPerAddress.get(address) ?? 0) + 1)
  return address
}

/** Repeats `once` until the deadline, recording what it got. */
async function loop(until: number, pauseMs: number, once: (index: number) => Promise<void>): Promise<void> {
  for (let index = Math.floor(Math.random() * 1000); Date.now() < until; index++) {
    await once(index)
    if (pauseMs) await sleep(pauseMs)
  }
}

function httpWorkers(kind: HttpKind, tally: KindTally, until: number): Promise<void>[] {
  return Array.from({ length: kind.workers }, () =>
    loop(until, kind.pauseMs, async (index) => {
      const request = kind.requests[index % kind.requests.length]!
      const address = poolAddress(request.method === 'POST' && request.path === '/api/chat')
      tally.record(await send(url, request, address), request.expect)
    }),
  )
}

function rawWorkers(tallies: Map<string, KindTally>, until: number): Promise<void>[] {
  const tallyOf = (name: string) => tallies.set(name, tallies.get(name) ?? new KindTally(name)).get(name)!
  const record = (name: string, expect: number[]) => (outcome: Outcome) => tallyOf(name).record(outcome, expect)
  return [
    ...Array.from({ length: 4 }, () => loop(until, 0, () => trickle(url, poolAddress(true), 10).then(record('cliente lento (byte a byte)', [200])))),
    ...Array.from({ length: 3 }, () =>
      loop(until, 0, (index) => stall(url, poolAddress(true), stalledRequests[index % stalledRequests.length]!, 3000).then(record('parou no meio e desistiu', [GAVE_UP]))),
    ),
    loop(until, 50, (index) => rejected(url, poolAddress(false), rejectedRequests[index % rejectedRequests.length]!).then(record('não é HTTP (parser recusa)', [400]))),
  ]
}

async function burst(tally: KindTally): Promise<void> {
  let next = 0
  const lane = async () => {
    for (let index = next++; index < BURST.size; index = next++) {
      const request = burstRequest(index)
      tally.record(await send(url, request, BURST_ADDRESS), request.expect)
    }
  }
  await Promise.all(Array.from({ length: BURST.concurrency }, lane))
}

let peakRss = 0
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(server.pid))), 250)
try {
  const warmup = new KindTally('aquecimento (mensagens válidas)')
  await Promise.all(httpWorkers(httpKinds[0]!, warmup, Date.now() + WARMUP_SECONDS * 1000))
  // The start is taken after a forced GC, so the end can be compared after one too.
  const start = collectGarbage(server.inspectorUrl!, server.pid)
  const startRss = start.rssMiB
  peakRss = startRss
  const started = Date.now()
  const until = started + SECONDS * 1000
  // A leak climbs from one ten-second mark to the next; a warm heap levels off.
  const series = [startRss]
  const marks = setInterval(() => series.push(rssMiB(server.pid)), 10_000)
  const tallies = new Map<string, KindTally>()
  const work = httpKinds.flatMap((kind) => {
    const tally = new KindTally(kind.name, kind.resetAllowed)
    tallies.set(kind.name, tally)
    return httpWorkers(kind, tally, until)
  })
  work.push(...rawWorkers(tallies, until))
  const burstTally = new KindTally(`rajada: ${BURST.size} de um endereço`)
  work.push(sleep(SECONDS * 300).then(() => burst(burstTally)))
  await Promise.all(work)
  const seconds = (Date.now() - started) / 1000
  clearInterval(marks)
  agent.destroy()
  await sleep(IDLE_MS)
  const endRss = rssMiB(server.pid)
  const end = collectGarbage(server.inspectorUrl!, server.pid)

  const all = [warmup, ...tallies.values(), burstTally]
  console.log(`\n${seconds.toFixed(1)} s de tráfego misto (após ${WARMUP_SECONDS} s de aquecimento), RATE_LIMIT_PER_MINUTE=${RATE_LIMIT}`)
  console.log(`${'tipo'.padEnd(34)} ${pad('pedidos', 7)}  status (visto pelo cliente)`)
  for (const tally of all) console.log(tally.line())
  const serverErrors = [...server.log.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
  const clientErrors = all.reduce((sum, tally) => sum + tally.serverErrors, 0)
  const drops = all.reduce((sum, tally) => sum + tally.badDrops, 0)
  const unexpected = all.reduce((sum, tally) => sum + tally.unexpected.size, 0)
  const maxPerAddress = Math.max(...chatPerAddress.values())
  console.log(`\nstatus no log do servidor: ${formatCounts(server.log.statuses)}`)
  for (const line of server.log.other.filter((text) => text.startsWith('erro interno'))) console.log(`  ${line}`)
  console.log(`POST /api/chat por endereço do grupo (${POOL.length} endereços): no máximo ${maxPerAddress} (limite ${RATE_LIMIT}/min)`)
  const delta = (value: number, from: number) => `${value - from >= 0 ? '+' : ''}${(value - from).toFixed(1)}`
  console.log(`memória (VmRSS; heap JS vivo após GC forçado pelo inspector)`)
  const row = (label: string, text: string) => console.log(`  ${label.padEnd(32)}${text}`)
  row('início (após aquecimento e GC)', `RSS ${mib(startRss)}, heap ${mib(start.heapMiB)}`)
  row('pico', `RSS ${mib(peakRss)}`)
  row(`fim, após ${IDLE_MS / 1000} s parado`, `RSS ${mib(endRss)} (${delta(endRss, startRss)})`)
  row('fim, após GC', `RSS ${mib(end.rssMiB)} (${delta(end.rssMiB, startRss)}), heap ${mib(end.heapMiB)} (${delta(end.heapMiB, start.heapMiB)})`)
  console.log(`  a cada 10 s de tráfego: ${series.map((value) => value.toFixed(0)).join(' → ')} MiB`)
  musts.push(
    [`nenhum 5xx (cliente: ${clientErrors}, log do servidor: ${serverErrors})`, clientErrors === 0 && serverErrors === 0],
    [`nenhuma conexão derrubada (${drops})`, drops === 0],
    [`nenhuma resposta inesperada (${unexpected} tipos com alguma)`, unexpected === 0],
    [`a rajada recebeu 429 com Retry-After (${burstTally.statuses.get(429) ?? 0}, sem Retry-After: ${burstTally.missingRetryAfter})`, (burstTally.statuses.get(429) ?? 0) > 0 && burstTally.missingRetryAfter === 0],
    [`a rajada não passou do limite (${burstTally.statuses.get(200) ?? 0} × 200 ≤ ${RATE_LIMIT})`, (burstTally.statuses.get(200) ?? 0) <= RATE_LIMIT],
    ['o servidor seguiu de pé', server.crashed() === undefined],
    [`o heap vivo voltou para perto do início (${delta(end.heapMiB, start.heapMiB)} MiB, até +${HEAP_SLACK_MIB})`, end.heapMiB - start.heapMiB <= HEAP_SLACK_MIB],
  )
} finally {
  clearInterval(sampler)
  await server.stop()
}

try {
  const fallback = await checkFallback(build.dir)
  console.log(`\nfallback: LLM_BASE_URL num servidor TCP que aceita e nunca responde, LLM_TIMEOUT_MS=${LLM_TIMEOUT_MS}`)
  for (const reply of fallback.replies) {
    const answer = `${reply.status} ${reply.hasResposta ? 'resposta' : 'SEM resposta'}`
    console.log(`  ${pad(ms(reply.ms), 10)} (servidor ${pad(ms(reply.serverMs), 10)})  ${answer}  ${reply.message.slice(0, 50)}`)
  }
  const latencies = fallback.replies.map((reply) => reply.ms)
  console.log(`  mín ${ms(Math.min(...latencies))}, máx ${ms(Math.max(...latencies))}; conexões recebidas pelo "LLM": ${fallback.llmConnections}`)
  musts.push(
    [`toda resposta em ≤ ${LLM_TIMEOUT_MS + SLACK_MS} ms (máx ${ms(Math.max(...latencies))})`, Math.max(...latencies) <= LLM_TIMEOUT_MS + SLACK_MS],
    ['toda resposta 200 com "resposta"', fallback.replies.every((reply) => reply.status === 200 && reply.hasResposta)],
    [`cada mensagem esperou o LLM e caiu no timeout (${fallback.timeoutLogLines} de ${fallback.replies.length} no log)`, fallback.timeoutLogLines === fallback.replies.length],
  )
} finally {
  build.remove()
}

console.log('\nobrigatórios')
for (const [name, ok] of musts) console.log(`  ${ok ? 'ok     ' : 'FALHOU '} ${name}`)

// Then the security review's findings, each as a figure (scripts/bench-hardening.ts).
console.log('\nrevisão de segurança')
const review = spawnSync('npx', ['tsx', 'scripts/bench-hardening.ts', ...(values.compare ? [`--compare=${values.compare}`] : [])], { stdio: 'inherit' })
console.log('\nterceira revisão')
const checkouts = [...(values.checkouts ? [values.checkouts] : []), 'este=.'].join(',')
const third = spawnSync('npx', ['tsx', 'scripts/bench-third-review.ts', `--checkouts=${checkouts}`], { stdio: 'inherit' })
process.exit(musts.every(([, ok]) => ok) && review.status === 0 && third.status === 0 ? 0 : 1)
