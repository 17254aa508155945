// Reading a Chromium trace and CPU profile of a page's start (bench-startup.ts).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  args?: { name?: string }
}

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[]
  samples?: number[]
  timeDeltas?: number[]
}

// What fills a long task, by the trace's event names (a kind counts once where it nests in itself).
const kinds: Record<string, string> = {
  'v8.evaluateModule': 'avaliação de módulos',
  EvaluateScript: 'script',
  FunctionCall: 'JS (React, eventos)',
  UpdateLayoutTree: 'estilo',
  Layout: 'layout',
  ParseHTML: 'HTML',
  MinorGC: 'GC',
  MajorGC: 'GC',
}

export interface LongTask {
  duration: number
  /** [kind, microseconds], largest first. */
  filledBy: [string, number][]
}

/** The page's main-thread tasks over 50 ms, in order (durations in microseconds). */
export function longTasks(events: TraceEvent[]): LongTask[] {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => e.tid))
  const onMain = events.filter((e) => main.has(e.tid) && e.dur !== undefined)
  return onMain
    .filter((task) => task.name === 'RunTask' && task.dur! > 50_000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur!
      const byKind = new Map<string, number>()
      const covered = new Map<string, number>()
      for (const event of onMain) {
        const kind = kinds[event.name]
        if (!kind || event.ts < task.ts || event.ts + event.dur! > end) continue
        if (event.ts < (covered.get(kind) ?? 0)) continue
        covered.set(kind, event.ts + event.dur!)
        byKind.set(kind, (byKind.get(kind) ?? 0) + event.dur!)
      }
      const filledBy = [...byKind].filter(([, time]) => time >= 5_000).sort((a, b) => b[1] - a[1])
      return { duration: task.dur!, filledBy }
    })
}

/**
 * The CPU samples taken while the entry chunk's top-level code ran (the imports being evaluated),
 * grouped by the first two calls under it, named by the source maps.
 */
export function moduleEvaluation(profile: CpuProfile, clientDir: string) {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>
  const entry = `/${manifest['index.html']!.file}`
  const maps = new Map<string, SourceMapConsumer>()
  const name = (frame: CallFrame) => {
    const file = new URL(frame.url || 'about:blank').pathname
    if (!file.endsWith('.js')) return frame.functionName || '(nativo)'
    // A chunk without a map (Rolldown's runtime): its own names.
    if (!existsSync(join(clientDir, `${file}.map`))) return frame.functionName || 'anônima'
    if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(clientDir, `${file}.map`), 'utf8'))))
    const at = maps.get(file)!.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
    const source = (at.source ?? '?').replace(/^.*node_modules\//, '').replace(/^.*?\/?src\//, 'src/')
    return `${at.name ?? (frame.functionName || 'anônima')} (${source}:${at.line})`
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byFunction = new Map<string, number>()
  let total = 0
  const deltas = profile.timeDeltas ?? []
  for (const [index, id] of (profile.samples ?? []).entries()) {
    const stack: CallFrame[] = []
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!.callFrame)
    const body = stack.findIndex((f) => f.url.endsWith(entry) && f.lineNumber === 0 && f.columnNumber === 0)
    if (body < 0) continue
    const time = deltas[index] ?? 0
    total += time
    const key = stack.slice(Math.max(0, body - 2), body).reverse().map(name).join(' › ') || '(o próprio módulo)'
    byFunction.set(key, (byFunction.get(key) ?? 0) + time)
  }
  return { total, byFunction: [...byFunction].sort((a, b) => b[1] - a[1]) }
}
