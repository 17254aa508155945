// `npm run bench:main-thread [route ...]`: Chromium's own counters of the main thread's work while a
// route starts (Performance.getMetrics: tasks, script, style recalculation, layout), medians of
// cold loads without throttling. Steadier than Lighthouse's TBT on a loaded machine, so a change
// of a few milliseconds of style or script shows. MAIN_THREAD_COMPARE=label=dir,... measures other
// built checkouts too, their loads interleaved with this build's; MAIN_THREAD_RUNS (default 15).
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from './chromium.mjs'
import { comparedBuilds } from './bench/compared-builds'
import { describeMachine } from './bench/machine'
import { snapshotBuild } from './bench/production-build'
import { startServer } from './bench/production-server'
import { pad, percentile } from './bench/stats'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/dashboard', '/meu-plano']
const runs = Number(process.env.MAIN_THREAD_RUNS ?? 15)
const snapshot = snapshotBuild()
const builds = comparedBuilds(snapshot.dir, 'MAIN_THREAD_COMPARE')
const counters = {
  'tasks ms': 'TaskDuration',
  'script ms': 'ScriptDuration',
  'style ms': 'RecalcStyleDuration',
  'layout ms': 'LayoutDuration',
} as const
type Sample = Record<keyof typeof counters, number>

const servers = await Promise.all(builds.map(({ dir }) => startServer({ dir })))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })

/** One cold load, counted until the app has replaced the prerendered copy and settled. */
async function load(url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => !document.getElementById('prerendered'))
    await page.waitForTimeout(800)
    const { metrics } = await cdp.send('Performance.getMetrics')
    const seconds = new Map(metrics.map(({ name, value }) => [name, value]))
    const entries = Object.entries(counters).map(([column, name]) => [column, (seconds.get(name) ?? Number.NaN) * 1000])
    return Object.fromEntries(entries) as Sample
  } finally {
    await context.close()
  }
}

try {
  console.log(`npm run bench:main-thread — ${runs} cold loads per route and build, medians, no throttling\n${describeMachine()}`)
  const labelWidth = Math.max(...builds.map(({ label }) => label.length))
  console.log(`${'build'.padEnd(labelWidth)} route       ${Object.keys(counters).map((column) => pad(column, 10)).join('')}`)
  for (const route of routes) {
    const samples: Sample[][] = builds.map(() => [])
    for (let i = 0; i < runs; i++) {
      for (const [b, server] of servers.entries()) samples[b]!.push(await load(server.url + route))
    }
    for (const [b, { label }] of builds.entries()) {
      const medians = Object.keys(counters).map((column) =>
        pad(percentile(samples[b]!.map((sample) => sample[column as keyof Sample]), 50).toFixed(0), 10),
      )
      console.log(`${label.padEnd(labelWidth)} ${route.padEnd(11)} ${medians.join('')}`)
    }
  }
} finally {
  await browser.close()
  await Promise.all(servers.map((server) => server.stop()))
  snapshot.remove()
}
