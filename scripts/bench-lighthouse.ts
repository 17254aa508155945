// `npm run bench:lighthouse -- [options] [route ...]`: Lighthouse 12.8.2 (mobile emulation) per
// route against the production server, in Debian's Chromium, with medians of its runs; in the same
// run, interleaved, a bare React page (the floor of the stack) and any other built checkouts named
// with --compare, so that every figure of a route meets the same load on the machine.
// --cpu=calibrated slows the CPU by the multiplier that makes this host a mid-tier phone
// (scripts/bench/cpu-slowdown.ts), from the benchmarkIndex of a first run that is not counted;
// unset, Lighthouse's 4×, which models a faster phone on a fast host. Every row prints its median
// benchmarkIndex (BI). The simulation places each main-thread task in a model of the load, so a
// change can move TBT the other way from the work it removes: --counters (Chromium's own counters,
// unthrottled) and --throttling=devtools (the load slowed for real) check it (BENCHMARKS.md).
// --busy=N runs N busy loops beside Lighthouse for the whole run (a phone with other work on it).
// --hour=H gives Chromium a time zone in which it is H o'clock (the night's screens at any time).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium.mjs'
import { startBareReact } from './bench/bare-react'
import { startBusyLoops } from './bench/busy-loops'
import { comparedBuilds } from './bench/compared-builds'
import { calibratedCpuSlowdown, parseCpuSetting } from './bench/cpu-slowdown'
import { describeMachine } from './bench/machine'
import { printMainThreadCounters } from './bench/main-thread-counters'
import { benchOptions, count } from './bench/options'
import { snapshotBuild } from './bench/production-build'
import { startServer } from './bench/production-server'
import { timeZoneForHour } from './bench/time-zone-for-hour'
import { percentile } from './bench/stats'
import { printStartupProfile } from './bench/startup-trace'

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const { values, routes: given } = benchOptions('bench:lighthouse', {
  runs: { type: 'string', help: 'Lighthouse runs per route and build (3)' },
  compare: { type: 'string', help: 'label=dir,...: other built checkouts, measured in the same run' },
  cpu: { type: 'string', help: "calibrated (a mid-tier phone for this host) or a multiplier; unset: Lighthouse's 4×" },
  throttling: { type: 'string', help: 'simulate (default) or devtools (slows the load itself)' },
  breakdown: { type: 'boolean', help: 'main-thread time by kind of work, per route and build' },
  details: { type: 'boolean', help: "the audits under 0.9 of this build's last run" },
  counters: { type: 'string', help: "N cold loads per route and build with Chromium's own main-thread counters, unthrottled" },
  busy: { type: 'string', help: 'N busy loops (node, one core each) beside Lighthouse for the whole run' },
  hour: { type: 'string', help: "the hour of the day the pages see (unset: the machine's clock and zone)" },
  profile: { type: 'boolean', help: 'long tasks and start-up module evaluation by function (this build, CPU 4×, source maps)' },
})
const routes = given.length ? given : ['/login', '/dashboard', '/chat', '/meu-plano', '/profile']
const runs = count(values.runs, 'runs', 3)
const throttling = values.throttling ?? 'simulate'
if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error('--throttling: simulate ou devtools')
const throttlingMethod: 'simulate' | 'devtools' = throttling
const cpuSetting = parseCpuSetting(values.cpu)
const busyLoops = values.busy === undefined ? 0 : count(values.busy, 'busy', 2)
const counterLoads = values.counters === undefined ? undefined : count(values.counters, 'counters', 15)
const median = (values: number[]) => percentile(values, 50)

const snapshot = snapshotBuild()
const builds = comparedBuilds(snapshot.dir, values.compare)
const baseline = 'React sem nada'
const labelWidth = Math.max(baseline.length, ...builds.map(({ label }) => label.length))

function row(label: string, route: string, reports: Report[]): string {
  const score = (key: string) => String(Math.round(median(reports.map((r) => r.categories[key]?.score ?? Number.NaN)) * 100))
  const audit = (key: string, digits = 0) => median(reports.map((r) => r.audits[key]?.numericValue ?? Number.NaN)).toFixed(digits)
  // 'interactive' (TTI): when the screen answers a tap; Lighthouse no longer weighs it in the score.
  return [label.padEnd(labelWidth), route.padEnd(11), score('performance').padStart(4), audit('interactive').padStart(7),
    score('accessibility').padStart(5),
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
const bareReact = await startBareReact()
const targets = [...builds.map(({ label }, b) => ({ label, url: servers[b]!.url })), { label: baseline, url: bareReact.url }]
const busy = startBusyLoops(busyLoops)
const timeZone = values.hour === undefined ? undefined : timeZoneForHour(Number(values.hour))
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
  ...(timeZone && { envVars: { ...process.env, TZ: timeZone } }),
})
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
    cpuNote = '--cpu'
  }
  const runNote = (busy.count ? `, ${busy.count} busy loops beside it` : '') + (timeZone ? `, ${values.hour} h in the pages (TZ ${timeZone})` : '')
  console.log(`Lighthouse 12.8.2, mobile, throttling ${throttlingMethod}, CPU ${cpuSlowdown}× (${cpuNote}), ${runs} runs per route, medians${runNote}\n${describeMachine()}`)
  console.log(`${'build'.padEnd(labelWidth)} route       Perf  TTI ms  A11y  BP   SEO   LCP ms  TBT ms  CLS    FCP ms  BI`)
  for (const route of routes) {
    const reports: Report[][] = targets.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (const [t, { url }] of targets.entries()) reports[t]!.push(await runLighthouse(url + route, cpuSlowdown))
    }
    for (const [t, { label }] of targets.entries()) console.log(row(label, route, reports[t]!))
    if (values.breakdown) {
      for (const [t, { label }] of targets.entries()) console.log(`   ${label}: ${mainThreadBreakdown(reports[t]!)}`)
    }
    if (values.details) {
      for (const [id, a] of Object.entries(reports[0]!.at(-1)!.audits)) {
        const failing = a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable'
        if (failing) console.log(`   ${id}: ${a.displayValue ?? a.score}`)
      }
    }
  }
  chrome.kill()
  // The bare page has no prerendered copy to wait for: the counters measure the builds only.
  if (counterLoads) await printMainThreadCounters(targets.slice(0, builds.length), routes, counterLoads)
  if (values.profile) await printStartupProfile(snapshot.dir, routes)
} finally {
  busy.stop()
  chrome.kill()
  await Promise.all([...servers.map((server) => server.stop()), bareReact.stop()])
  snapshot.remove()
}
