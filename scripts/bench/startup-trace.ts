// Where a screen's start-up main-thread time goes (bench:lighthouse --profile): a copy of the build
// gets a client built with source maps (same code, plus the maps); Chromium opens each route with
// the CPU slowed 4× and no network throttling, and this prints the long tasks, what fills each one,
// and the start-up module evaluation by function, mapped back to its source. One load per route.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../chromium.mjs'
import { startServer } from './production-server'
import { longTasks, moduleEvaluation, type TraceEvent } from './startup-profile'

const CPU_SLOWDOWN = 4
const ms = (microseconds: number) => `${(microseconds / 1000).toFixed(0).padStart(5)} ms`

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falhou (status ${result.status})`)
}

/** `snapshotDir` is a private copy of the build (production-build.ts): its client is rebuilt there with maps. */
export async function printStartupProfile(snapshotDir: string, routes: string[]) {
  const clientDir = join(snapshotDir, 'dist/client')
  run('npx', ['vite', 'build', '--outDir', clientDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'], process.cwd())
  run(process.execPath, [join(process.cwd(), 'scripts/prerender.mjs')], snapshotDir)
  const server = await startServer({ dir: snapshotDir })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
      await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] })
      await page.goto(server.url + route, { waitUntil: 'load' })
      // The start is over when the app has replaced the prerendered copy and the page is quiet.
      await page.waitForFunction(() => !document.getElementById('prerendered'))
      await page.waitForTimeout(1500)
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
      const { profile } = await cdp.send('Profiler.stop')
      await page.close()

      const tasks = longTasks(trace.traceEvents)
      const blocking = tasks.reduce((sum, task) => sum + task.duration - 50_000, 0)
      console.log(`\n${route}: ${tasks.length} tarefas longas, ${ms(blocking).trim()} de bloqueio (soma do que passa de 50 ms; CPU ${CPU_SLOWDOWN}× mais lenta)`)
      for (const task of tasks) {
        const filledBy = task.filledBy.map(([kind, time]) => `${kind} ${ms(time).trim()}`).join(', ')
        console.log(`  ${ms(task.duration)}  ${filledBy || 'trabalho do navegador (rede, carregamento)'}`)
      }
      const evaluation = moduleEvaluation(profile, clientDir)
      console.log(`  avaliação dos módulos de partida: ${ms(evaluation.total).trim()}`)
      for (const [frame, time] of evaluation.byFunction.slice(0, 10)) console.log(`  ${ms(time)}  ${frame}`)
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
