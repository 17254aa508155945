// `npm run bench:lighthouse [route ...]`: Lighthouse 12.8.2 (mobile emulation, simulated
// throttling) three times per route against the production server, in Debian's Chromium; prints
// the medians. LIGHTHOUSE_RUNS changes the number of runs. LIGHTHOUSE_COMPARE=label=dir,...
// measures other built checkouts too, their runs interleaved with this build's so that every
// figure of a route meets the same load on the machine.
// LIGHTHOUSE_BREAKDOWN=1 also prints, per route and build, the median main-thread time by kind of
// work (script evaluation, style and layout, …), to see where TBT comes from.
// LIGHTHOUSE_DETAILS=1 prints the audits under 0.9 of this build's last run.
// LIGHTHOUSE_THROTTLING=devtools slows the network and the CPU while the page loads instead of
// simulating it afterwards (Lighthouse's default, `simulate`): slower and noisier, but not a model.
// LIGHTHOUSE_CPU=calibrated slows the CPU by the multiplier that makes this host a mid-tier phone
// (scripts/bench/cpu-slowdown.ts), from the benchmarkIndex of a first run that is not counted;
// LIGHTHOUSE_CPU=6 sets the multiplier. Unset: Lighthouse's 4×, which models a faster phone on a
// fast host. Every row prints the median benchmarkIndex (BI) of its runs.
// The simulation places each main-thread task in a model of the load, and a change can move its
// TBT the other way from the work it removes (BENCHMARKS.md, "Styles taken over in place").
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium.mjs'
import { comparedBuilds } from './bench/compared-builds'
import { calibratedCpuSlowdown, parseCpuSetting } from './bench/cpu-slowdown'
import { describeMachine } from './bench/machine'
import { snapshotBuild } from './bench/production-build'
import { startServer } from './bench/production-server'
import { percentile } from './bench/stats'

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/dashboard', '/chat', '/meu-plano', '/profile']
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const throttlingSetting = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate'
if (throttlingSetting !== 'simulate' && throttlingSetting !== 'devtools') throw new Error('LIGHTHOUSE_THROTTLING: simulate ou devtools')
const throttlingMethod: 'simulate' | 'devtools' = throttlingSetting
const cpuSetting = parseCpuSetting(process.env.LIGHTHOUSE_CPU)
const snapshot = snapshotBuild()
const builds = comparedBuilds(snapshot.dir, 'LIGHTHOUSE_COMPARE')
const labelWidth = Math.max(...builds.map(({ label }) => label.length))
const median = (values: number[]) => percentile(values, 50)

function row(label: string, route: string, reports: Report[]): string {
  const score = (key: string) => String(Math.round(median(reports.map((r) => r.categories[key]?.score ?? Number.NaN)) * 100))
  const audit = (key: string, digits = 0) => median(reports.map((r) => r.audits[key]?.numericValue ?? Number.NaN)).toFixed(digits)
  return [label.padEnd(labelWidth), route.padEnd(11), score('performance').padStart(4), score('accessibility').padStart(5),
    score('best-practices').padStart(4), score('seo').padStart(5), audit('largest-contentful-paint').padStart(8),
    audit('total-blocking-time').padStart(7), audit('cumulative-layout-shift', 3).padStart(6),
    audit('first-contentful-paint').padStart(8),
    String(Math.round(median(reports.map((r) => r.environment.benchmarkIndex)))).padStart(6)].join(' ')
}

/** Median milliseconds of main-thread work per kind, largest first. */
function mainThreadBreakdown(reports: Report[]): string {
  const byGroup = new Map<string, number[]>()
  for (const report of reports) {
    // A run where Lighthouse could not break the main thread down has no details: skipped.
    const details = report.audits['mainthread-work-breakdown']?.details
    const items = details?.type === 'table' ? (details.items as Array<{ group: string; duration: number }>) : []
    for (const { group, duration } of items) byGroup.set(group, [...(byGroup.get(group) ?? []), duration])
  }
  return [...byGroup]
    .map(([group, durations]) => [group, median(durations)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${Math.round(ms)}`)
    .join(', ')
}

const servers = await Promise.all(builds.map(({ dir }) => startServer({ dir })))
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
const runLighthouse = async (url: string, cpuSlowdownMultiplier: number) => {
  const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, throttlingMethod, throttling: { cpuSlowdownMultiplier } }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`)
  return result.lhr
}
try {
  let cpuSlowdown = 4
  let cpuNote = 'padrão do Lighthouse'
  if (cpuSetting === 'calibrated') {
    const { benchmarkIndex } = (await runLighthouse(servers[0]!.url + routes[0], cpuSlowdown)).environment
    cpuSlowdown = Math.round(calibratedCpuSlowdown(benchmarkIndex) * 10) / 10
    cpuNote = `calibrada para um celular intermediário: benchmarkIndex ${Math.round(benchmarkIndex)} numa primeira execução, não contada`
  } else if (cpuSetting !== undefined) {
    cpuSlowdown = cpuSetting
    cpuNote = 'LIGHTHOUSE_CPU'
  }
  console.log(`Lighthouse 12.8.2, mobile, throttling ${throttlingMethod}, CPU ${cpuSlowdown}× (${cpuNote}), ${runs} runs per route, medians\n${describeMachine()}`)
  console.log(`${'build'.padEnd(labelWidth)} route       Perf  A11y  BP   SEO   LCP ms  TBT ms  CLS    FCP ms  BI`)
  for (const route of routes) {
    const reports: Report[][] = builds.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (const [b, server] of servers.entries()) {
        reports[b]!.push(await runLighthouse(server.url + route, cpuSlowdown))
      }
    }
    for (const [b, { label }] of builds.entries()) console.log(row(label, route, reports[b]!))
    if (process.env.LIGHTHOUSE_BREAKDOWN) {
      for (const [b, { label }] of builds.entries()) console.log(`   ${label}: ${mainThreadBreakdown(reports[b]!)}`)
    }
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const [id, a] of Object.entries(reports[0]!.at(-1)!.audits)) {
        const failing = a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable'
        if (failing) console.log(`   ${id}: ${a.displayValue ?? a.score}`)
      }
    }
  }
} finally {
  chrome.kill()
  await Promise.all(servers.map((server) => server.stop()))
  snapshot.remove()
}
