// A private copy of the production build, so a rebuild by someone else mid-run (hashed file names
// change) cannot turn the benchmark's requests into 404s.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const BUILD_LOCK = '/tmp/momento-build.lock'

// Builds if the sources are newer (scripts/ensure-build.mjs), then copies dist/, both under the
// build lock the other build steps take.
const buildAndCopy = `
  const { ensureBuild } = await import('./scripts/ensure-build.mjs')
  const { cpSync } = await import('node:fs')
  ensureBuild()
  cpSync('dist', process.env.SNAPSHOT_DIST, { recursive: true })
`

export interface BuildSnapshot {
  /** Run the server from here: it holds dist/ and a link to node_modules. */
  dir: string
  remove(): void
}

export function snapshotBuild(): BuildSnapshot {
  const dir = mkdtempSync(join(tmpdir(), 'momento-bench-'))
  const node = [process.execPath, '--input-type=module', '-e', buildAndCopy]
  const hasFlock = spawnSync('flock', ['--version']).error === undefined
  const [command, ...args] = hasFlock ? ['flock', BUILD_LOCK, ...node] : node
  const result = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, SNAPSHOT_DIST: join(dir, 'dist') } })
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`a construção falhou (status ${result.status})`)
  }
  // The server bundle keeps its packages external.
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
