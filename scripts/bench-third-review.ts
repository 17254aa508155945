// The third security review's findings (issue 45) as figures, in one run, for each checkout given
// (`npx tsx scripts/bench-third-review.ts --checkouts=antes=/tmp/before,depois=.`): the server
// (server/index.ts, API only) started from each checkout in a process of its own on 127.0.0.1,
// the attackers in this one. What needs a database of its own (a bad row, silent push hosts, the
// /48 fill, SIGTERM with slow push services) is measured by its test on both engines, not here.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describeMachine } from './bench/machine'
import { benchOptions } from './bench/options'
import { startServer } from './bench/production-server'
import { CHUNK_STREAMS, measureChunks, type ChunksResult } from './bench/review-chunks'
import { startOpenAiStub } from '../server/llm/testing/openai-stub'
import { HOSTILE_READINGS, measurePrototypeKeys, type PrototypeResult } from './bench/review-prototype'
import { measureReconnecting, RECONNECTING_SOCKETS, type ReconnectResult } from './bench/review-reconnect'

const { values } = benchOptions('bench:third-review', {
  checkouts: { type: 'string', help: 'label=dir,...: checkouts to measure, one after another (this one by default)' },
})
const checkouts = (values.checkouts ?? 'este=.').split(',').map((entry) => entry.split('=') as [string, string])
const FULL_DISK_SCENARIO = resolve('server/db/testing/full-disk-start.ts')

interface FullDisk {
  firstStarted: boolean
  firstFiles: string[]
  secondStarted: boolean
  secondWhy: string
}

/** The findings a test holds on both engines (its own database, push services and clock): file, then words of the test's name. */
const HELD_BY_TESTS: readonly [finding: string, file: string, name: string][] = [
  ['4. uma linha ruim entre 30 devidas: as 30 entregues no minuto', 'server/reminders/scheduler.db.test.ts', 'holds none of the 30 due with it'],
  ['5. serviços de push que nunca respondem, mais que as faixas: os lembretes dos outros no minuto', 'server/reminders/scheduler.db.test.ts', 'more of them than lanes'],
  ['6. o /48 cheio: um cliente novo em outro lugar ainda se inscreve', 'server/reminders/reminders-route.db.test.ts', 'a new client elsewhere still subscribes'],
  ['8. SIGTERM com push lento e um novo início: 0 em dobro, 0 perdidos', 'server/reminders/stop-exactly-once.db.test.ts', 'none twice, none lost'],
]

/** Each held finding's test in `dir`, by engine: passed, failed, or absent (the checkout has no such test). */
function runHeldTests(dir: string): string[] {
  const out = mkdtempSync(join(tmpdir(), 'momento-bench-vitest-'))
  const files = [...new Set(HELD_BY_TESTS.map(([, file]) => file))].filter((file) => existsSync(join(dir, file)))
  try {
    if (files.length === 0) return HELD_BY_TESTS.map(() => 'sem teste neste checkout')
    const pattern = HELD_BY_TESTS.map(([, , name]) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
    spawnSync('npx', ['vitest', 'run', ...files, '-t', pattern, '--reporter=json', `--outputFile=${join(out, 'r.json')}`], { cwd: dir, stdio: 'ignore', timeout: 600_000 })
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] }
    const results = report.testResults.flatMap((file) => file.assertionResults)
    return HELD_BY_TESTS.map(([, , name]) => {
      const runs = results.filter((result) => result.fullName.includes(name))
      return runs.length === 0 ? 'sem teste neste checkout' : runs.map((run) => `${/· PostgreSQL/.test(run.fullName) ? 'PostgreSQL' : 'SQLite'} ${run.status}`).join('; ')
    })
  } catch (error) {
    return HELD_BY_TESTS.map(() => `não medido: ${(error as Error).message.split('\n')[0]}`)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

interface Report {
  label: string
  reconnect: ReconnectResult
  chunks: ChunksResult[]
  prototype: PrototypeResult
  held: string[]
  fullDisk: FullDisk | string
}

function source(dir: string, env: Record<string, string> = {}) {
  return startServer({ dir, args: ['--import', 'tsx', 'server/index.ts'], env: { MOMENTO_API_ONLY: '1', ...env } })
}

async function measureChunksOn(dir: string, rateLimit: string | undefined): Promise<ChunksResult> {
  const server = await source(dir, rateLimit ? { RATE_LIMIT_PER_MINUTE: rateLimit } : {})
  try {
    return await measureChunks(server.url, server.pid)
  } finally {
    await server.stop()
  }
}

async function measurePrototypeOn(dir: string): Promise<PrototypeResult> {
  const stub = await startOpenAiStub({ kind: 'answer', content: 'Resposta do modelo.' })
  const server = await source(dir, { LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'modelo-teste', RATE_LIMIT_PER_MINUTE: '1000000' })
  try {
    return await measurePrototypeKeys(server.url, stub)
  } finally {
    await server.stop()
    await stub.close()
  }
}

function measureFullDisk(dir: string): FullDisk | string {
  try {
    const out = execFileSync('unshare', ['-rm', process.execPath, '--import', 'tsx', FULL_DISK_SCENARIO], { cwd: dir, encoding: 'utf8', timeout: 180_000 })
    const { onFullDisk, withRoom } = JSON.parse(out) as Record<'onFullDisk' | 'withRoom', { started: boolean; files: string[]; stderr: string }>
    return { firstStarted: onFullDisk.started, firstFiles: onFullDisk.files, secondStarted: withRoom.started, secondWhy: withRoom.stderr }
  } catch (error) {
    return `não medido: ${(error as Error).message.split('\n')[0]}`
  }
}

async function measure(label: string, dir: string): Promise<Report> {
  console.error(`${label}: ${RECONNECTING_SOCKETS} conexões que reabrem…`)
  const server = await source(dir)
  let reconnect: ReconnectResult
  try {
    reconnect = await measureReconnecting(server.url)
  } finally {
    await server.stop()
  }
  console.error(`${label}: corpos em pedaços de um byte…`)
  const chunks = [await measureChunksOn(dir, undefined), await measureChunksOn(dir, '1000000')]
  console.error(`${label}: leituras de risco com nomes do protótipo…`)
  const prototype = await measurePrototypeOn(dir)
  console.error(`${label}: disco cheio, depois com espaço…`)
  const fullDisk = measureFullDisk(dir)
  console.error(`${label}: os testes das outras (os dois bancos)…`)
  return { label, reconnect, chunks, prototype, fullDisk, held: runHeldTests(dir) }
}

const reports: Report[] = []
console.log(`bench:third-review (issue 45)\n${describeMachine()}`)
for (const [label, dir] of checkouts) reports.push(await measure(label, resolve(dir)))

const row = (title: string, value: (report: Report) => string) => {
  console.log(`  ${title}`)
  for (const report of reports) console.log(`    ${report.label.padEnd(8)} ${value(report)}`)
}
console.log()
row(`1. um cliente que reabre ${RECONNECTING_SOCKETS} conexões mudas: /api/health (de outro endereço) respondeu`, ({ reconnect }) =>
  `${reconnect.answered} de ${reconnect.probes} (${((100 * reconnect.answered) / reconnect.probes).toFixed(0)} %)`,
)
const limits = ['limite padrão (60 por minuto)', 'sem limite (RATE_LIMIT_PER_MINUTE=1000000)']
limits.forEach((limit, index) =>
  row(`2. ${CHUNK_STREAMS} fluxos de pedaços de um byte em POST /api/chat, ${limit}: p50 do health antes → durante; CPU do servidor por MiB enviado (e por MiB que ele leu)`, ({ chunks }) => {
    const result = chunks[index]!
    return `${result.healthP50Before.toFixed(1)} → ${result.healthP50During.toFixed(1)} ms (×${(result.healthP50During / result.healthP50Before).toFixed(1)}); ${result.cpuMsPerMiBSent.toFixed(0)} ms/MiB (${result.cpuMsPerMiBRead.toFixed(0)} ms por MiB lido); ${result.bodyMiBSent.toFixed(0)} MiB em ${result.connections} conexões`
  }),
)
row(`3. ${HOSTILE_READINGS.length} leituras de risco do LLM com __proto__, constructor, toString, valueOf, cada uma em 3 mensagens: respostas não 200 / crise rebaixada / mensagem comum elevada`, ({ prototype }) =>
  `${prototype.not200} / ${prototype.lowered} / ${prototype.raised} de ${prototype.requests}`,
)
row('7. disco cheio, depois com espaço: o primeiro início / o que deixou / o segundo início', ({ fullDisk }) =>
  typeof fullDisk === 'string'
    ? fullDisk
    : `${fullDisk.firstStarted ? 'começou' : 'recusado'} / ${fullDisk.firstFiles.join(', ') || 'nada'} / ${fullDisk.secondStarted ? 'começou' : `recusado: ${fullDisk.secondWhy}`}`,
)
HELD_BY_TESTS.forEach(([finding, file], index) => row(`${finding} (${file})`, ({ held }) => held[index]!))
