import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/** The server (server/index.ts, API only) in a process of its own, so tests read its memory and its log as an operator would. */
export interface ChildServer {
  url: string
  pid: number
  /** Every line the server wrote to stdout, in order. */
  lines: string[]
  /** Resolves with its exit code when the process has ended. */
  exited: Promise<number | null>
  stop(): Promise<void>
}

// tsx compiles the server as it starts (seconds on a busy machine).
const START_TIMEOUT_MS = 60_000

export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  // Its own embedded database, never the checkout's ./data, nor another test's.
  const dataDir = mkdtempSync(join(tmpdir(), 'momento-mae-child-data-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, MOMENTO_API_ONLY: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }))

  return new Promise((resolve, reject) => {
    const notListening = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not listen within ${START_TIMEOUT_MS} ms: ${stderr}`))
    }, START_TIMEOUT_MS)
    child.once('exit', (code) => {
      clearTimeout(notListening)
      reject(new Error(`the server exited (${code}): ${stderr}`))
    })
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line)
      const url = /em (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1]
      if (!url) return
      clearTimeout(notListening)
      resolve({
        url,
        pid: child.pid!,
        lines,
        exited,
        stop: async () => {
          child.kill('SIGKILL')
          await exited
        },
      })
    })
  })
}
