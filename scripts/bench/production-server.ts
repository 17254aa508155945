// Starts the production server (node dist/server/index.js) of a build (a benchmark's snapshot, or
// the checkout itself for the browser tests) on a free port and reads its request log, so the
// benchmarks see every status the server answered, even to clients that went away before reading it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

// A request's line; one the HTTP parser refused has `-` for its method (listen.ts).
const REQUEST_LINE = /^((?:[A-Z]+|-) \S+) (\d{3}) ([\d.]+)ms$/
const KEEP_OTHER_LINES = 200

export interface ServerLog {
  /** Answers by status, from the server's own request log. */
  statuses: Map<number, number>
  /** The time the server logged for each POST /api/chat, in order. */
  chatMs: number[]
  /** Log lines that are not requests: start-up, `erro interno …`, `llm indisponível …` (the first 200). */
  other: string[]
}

export interface ProductionServer {
  url: string
  pid: number
  log: ServerLog
  /** Set when the process ended without being asked to. */
  crashed: () => string | undefined
  /** The inspector's WebSocket address, when started with `inspect`. */
  inspectorUrl: string | undefined
  /** Resolves when the process has ended, however it was ended. */
  exited: Promise<void>
  stop: () => Promise<void>
}

// An older build's first start made its embedded database (PGlite's initdb: seconds on a busy machine).
const START_TIMEOUT_MS = 60_000
const INSPECTOR = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/

/**
 * `args` replaces the entry (another bundle, or a reference server given with -e); `inspect`
 * opens the inspector on 127.0.0.1, so a full GC can be forced from outside (heap.ts); `dataDir`
 * is a DATA_DIR the caller keeps (by default one of its own, deleted when it stops).
 */
export function startServer({
  dir,
  env = {},
  args = ['dist/server/index.js'],
  inspect = false,
  dataDir: keptDataDir,
  onLine,
}: {
  dir: string
  env?: Record<string, string>
  args?: string[]
  inspect?: boolean
  dataDir?: string
  /** Every line the server writes to stdout, as it comes. */
  onLine?: (line: string) => void
}): Promise<ProductionServer> {
  // Its own embedded database, never the checkout's ./data (a running `npm start` holds that one).
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'momento-mae-server-data-'))
  const child = spawn(process.execPath, inspect ? ['--inspect=127.0.0.1:0', ...args] : args, {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: ServerLog = { statuses: new Map(), chatMs: [], other: [] }
  let stopping = false
  let crash: string | undefined
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  if (!keptDataDir) void exited.then(() => rmSync(dataDir, { recursive: true, force: true }))
  const inspector = new Promise<string | undefined>((resolve) => {
    if (!inspect) return resolve(undefined)
    child.stderr.on('data', () => {
      const url = INSPECTOR.exec(stderr)?.[0]
      if (url) resolve(url)
    })
  })

  return new Promise((resolve, reject) => {
    const notListening = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`o servidor não começou a escutar em ${START_TIMEOUT_MS} ms: ${stderr.trim()}`))
    }, START_TIMEOUT_MS)
    createInterface({ input: child.stdout }).on('line', (line) => {
      onLine?.(line)
      const request = REQUEST_LINE.exec(line)
      if (request) {
        const status = Number(request[2])
        log.statuses.set(status, (log.statuses.get(status) ?? 0) + 1)
        if (request[1] === 'POST /api/chat') log.chatMs.push(Number(request[3]))
        return
      }
      if (log.other.length < KEEP_OTHER_LINES) log.other.push(line)
      const url = /em (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]
      if (!url) return
      clearTimeout(notListening)
      void inspector.then((inspectorUrl) =>
        resolve({
          url,
          pid: child.pid!,
          log,
          crashed: () => crash,
          inspectorUrl,
          exited,
          stop: async () => {
            stopping = true
            child.kill('SIGTERM')
            // Connections a client left hanging keep a graceful close waiting.
            const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
            await exited
            clearTimeout(timer)
          },
        }),
      )
    })
    child.once('exit', (code, signal) => {
      clearTimeout(notListening)
      if (stopping) return
      crash = `o servidor terminou (código ${code}, sinal ${signal}): ${stderr.trim()}`
      reject(new Error(crash))
    })
  })
}
