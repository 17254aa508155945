// `npm run bench:lighthouse`: Lighthouse 12.8.2 (mobile emulation, simulated throttling) three
// times per route against the production server, in Debian's Chromium; prints the medians.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureBuild } from './ensure-build.mjs'
import { startProductionServer } from './bench/start-production-server.mjs'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/dashboard', '/chat', '/meu-plano', '/profile']
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

ensureBuild()
const server = await startProductionServer()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  console.log(`Lighthouse 12.8.2, mobile, ${runs} runs per route, medians — ${new Date().toISOString()}`)
  console.log('route        Perf  A11y  BP   SEO   LCP ms  TBT ms  CLS    FCP ms')
  for (const route of routes) {
    const results = []
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(server.url + route, { port: chrome.port, output: 'json', logLevel: 'error' })
      results.push(lhr)
    }
    const score = (key) => Math.round(median(results.map((r) => r.categories[key].score)) * 100)
    const audit = (key) => median(results.map((r) => r.audits[key].numericValue))
    console.log(
      `${route.padEnd(12)} ${String(score('performance')).padStart(4)} ${String(score('accessibility')).padStart(5)} ${String(score('best-practices')).padStart(4)} ${String(score('seo')).padStart(5)} ${audit('largest-contentful-paint').toFixed(0).padStart(8)} ${audit('total-blocking-time').toFixed(0).padStart(7)} ${audit('cumulative-layout-shift').toFixed(3).padStart(6)} ${audit('first-contentful-paint').toFixed(0).padStart(8)}`,
    )
    if (process.env.LIGHTHOUSE_DETAILS) {
      const last = results.at(-1)
      for (const [id, a] of Object.entries(last.audits)) {
        if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable') console.log(`   ${id}: ${a.displayValue ?? a.score}`)
      }
    }
  }
} finally {
  chrome.kill()
  server.stop()
}
