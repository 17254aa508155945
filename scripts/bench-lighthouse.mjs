// `npm run bench:lighthouse`: Lighthouse 12.8.2 (mobile emulation, simulated throttling) three
// times per route against the production server, in Debian's Chromium; prints the medians.
// LIGHTHOUSE_COMPARE=label=dir,... measures other builds too (dir holds a built checkout, e.g. a
// git worktree of an older commit after `npm run build`), their runs interleaved with this
// build's so that every figure of a route meets the same load on the machine.
// LIGHTHOUSE_BREAKDOWN=1 also prints, per route and build, the median main-thread time by kind of
// work (script evaluation, style and layout, …), to see where TBT comes from.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium.mjs'
import { ensureBuild } from './ensure-build.mjs'
import { startProductionServer } from './bench/start-production-server.mjs'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/dashboard', '/chat', '/meu-plano', '/profile']
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const builds = [
  { label: 'este build', dir: process.cwd() },
  ...(process.env.LIGHTHOUSE_COMPARE ?? '').split(',').filter(Boolean).map((entry) => {
    const [label, dir] = entry.split('=')
    return { label, dir }
  }),
]
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const labelWidth = Math.max(...builds.map(({ label }) => label.length))

function row(label, route, results) {
  const score = (key) => String(Math.round(median(results.map((r) => r.categories[key].score)) * 100))
  const audit = (key, digits = 0) => median(results.map((r) => r.audits[key].numericValue)).toFixed(digits)
  return [label.padEnd(labelWidth), route.padEnd(11), score('performance').padStart(4), score('accessibility').padStart(5),
    score('best-practices').padStart(4), score('seo').padStart(5), audit('largest-contentful-paint').padStart(8),
    audit('total-blocking-time').padStart(7), audit('cumulative-layout-shift', 3).padStart(6),
    audit('first-contentful-paint').padStart(8)].join(' ')
}

/** Median milliseconds of main-thread work per kind, largest first. */
function mainThreadBreakdown(results) {
  const byGroup = new Map()
  for (const lhr of results) {
    // A run where Lighthouse could not break the main thread down has no details: skipped.
    for (const { group, duration } of lhr.audits['mainthread-work-breakdown'].details?.items ?? []) {
      byGroup.set(group, [...(byGroup.get(group) ?? []), duration])
    }
  }
  return [...byGroup]
    .map(([group, durations]) => [group, median(durations)])
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${Math.round(ms)}`)
    .join(', ')
}

ensureBuild()
const servers = await Promise.all(builds.map(({ dir }) => startProductionServer({}, dir)))
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
try {
  console.log(`Lighthouse 12.8.2, mobile, ${runs} runs per route, medians — ${new Date().toISOString()}`)
  console.log(`${'build'.padEnd(labelWidth)} route       Perf  A11y  BP   SEO   LCP ms  TBT ms  CLS    FCP ms`)
  for (const route of routes) {
    const results = builds.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (const [b, server] of servers.entries()) {
        const { lhr } = await lighthouse(server.url + route, { port: chrome.port, output: 'json', logLevel: 'error' })
        results[b].push(lhr)
      }
    }
    for (const [b, { label }] of builds.entries()) console.log(row(label, route, results[b]))
    if (process.env.LIGHTHOUSE_BREAKDOWN) {
      for (const [b, { label }] of builds.entries()) console.log(`   ${label}: ${mainThreadBreakdown(results[b])}`)
    }
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const [id, a] of Object.entries(results[0].at(-1).audits)) {
        if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable') console.log(`   ${id}: ${a.displayValue ?? a.score}`)
      }
    }
  }
} finally {
  chrome.kill()
  for (const server of servers) server.stop()
}
