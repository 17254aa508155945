// Run by full-disk-start.test.ts inside a user and mount namespace of its own (`unshare -rm`), so
// it may mount a small tmpfs without being root: the data folder on a disk that is full, a start,
// then room made and a start again, each the real server in a process of its own. Prints what it
// saw as one line of JSON.
import { spawn, execFileSync } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

export interface StartSeen {
  /** The server listened. */
  started: boolean
  exitCode: number | null
  stderr: string
  /** The data folder's files once the process had ended. */
  files: string[]
}

const mountPoint = mkdtempSync(join(tmpdir(), 'momento-mae-full-disk-'))
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountPoint])
const dataDir = join(mountPoint, 'dados')
const filler = join(mountPoint, 'enchimento')

/** Writes until the disk says it is full. */
function fillDisk(): void {
  const fd = openSync(filler, 'w')
  const block = Buffer.alloc(4096)
  try {
    for (;;) writeSync(fd, block)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    closeSync(fd)
  }
}

function start(): Promise<StartSeen> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, MOMENTO_API_ONLY: '1', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  let started = false
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!/em http:\/\/127\.0\.0\.1:\d+/.test(line)) return
    started = true
    child.kill('SIGTERM')
  })
  const giveUp = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve) => {
    child.once('exit', (exitCode) => {
      clearTimeout(giveUp)
      resolve({ started, exitCode, stderr: stderr.trim(), files: readdirSync(dataDir).sort() })
    })
  })
}

try {
  mkdirSync(dataDir)
  fillDisk()
  const onFullDisk = await start()
  rmSync(filler)
  const withRoom = await start()
  console.log(JSON.stringify({ onFullDisk, withRoom }))
} finally {
  execFileSync('umount', [mountPoint])
  rmSync(mountPoint, { recursive: true, force: true })
}
