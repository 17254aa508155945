// Chromium's own counters of the main thread's work while a route starts (Performance.getMetrics:
// tasks, script, style recalculation, layout), from cold loads without throttling: steadier than
// Lighthouse's simulated TBT on a busy machine, so a change of a few milliseconds of style or script
// shows (bench:lighthouse --counters).
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../chromium.mjs'
import { pad, percentile } from './stats'

const counters = {
  'tasks ms': 'TaskDuration',
  'script ms': 'ScriptDuration',
  'style ms': 'RecalcStyleDuration',
  'layout ms': 'LayoutDuration',
} as const
type Sample = Record<keyof typeof counters, number>

export async function printMainThreadCounters(targets: { label: string; url: string }[], routes: string[], loads: number) {
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
    const labelWidth = Math.max(...targets.map(({ label }) => label.length))
    console.log(`\nContadores do Chromium: ${loads} cargas a frio por rota e build, sem limitação, medianas`)
    console.log(`${'build'.padEnd(labelWidth)} route       ${Object.keys(counters).map((column) => pad(column, 10)).join('')}`)
    for (const route of routes) {
      const samples: Sample[][] = targets.map(() => [])
      for (let i = 0; i < loads; i++) {
        for (const [t, { url }] of targets.entries()) samples[t]!.push(await load(url + route))
      }
      for (const [t, { label }] of targets.entries()) {
        const medians = Object.keys(counters).map((column) => pad(percentile(samples[t]!.map((sample) => sample[column as keyof Sample]), 50).toFixed(0), 10))
        console.log(`${label.padEnd(labelWidth)} ${route.padEnd(11)} ${medians.join('')}`)
      }
    }
  } finally {
    await browser.close()
  }
}
