/**
 * A throwaway PostgreSQL cluster for tests: initdb and pg_ctl from Debian's `postgresql` package
 * in a temporary folder, on a free port of 127.0.0.1, with durability off (it lives for one run).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (or `nobody`).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PostgresCluster {
  /** Connects as the superuser `postgres` to the database `postgres`. */
  url: string
  /** Its data folder (postmaster.pid names the server's process). */
  dataDir: string
  stop(): void
}

const DEBIAN_ROOT = '/usr/lib/postgresql'

/** The newest installed server's bin folder, or why there is none. */
export function findPostgresBin(): { bin: string } | { missing: string } {
  const given = process.env.POSTGRES_BIN
  if (given) return existsSync(join(given, 'initdb')) ? { bin: given } : { missing: `POSTGRES_BIN=${given} has no initdb` }
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((version) => existsSync(join(DEBIAN_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const newest = versions[0]
  if (newest === undefined) return { missing: `no initdb under ${DEBIAN_ROOT}/*/bin (apt-get install postgresql)` }
  return { bin: join(DEBIAN_ROOT, newest, 'bin') }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function userId(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' })
  if (uid.status !== 0 || gid.status !== 0) return undefined
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) }
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'momento-mae-pg-'))
  const data = join(dir, 'data')
  let run = (command: string, args: string[]) => execFileSync(join(bin, command), args, { cwd: dir, stdio: 'pipe' })
  if (process.getuid?.() === 0) {
    const name = userId('postgres') ? 'postgres' : 'nobody'
    const owner = userId(name)!
    chownSync(dir, owner.uid, owner.gid)
    run = (command, args) => execFileSync('runuser', ['-u', name, '--', join(bin, command), ...args], { cwd: dir, stdio: 'pipe' })
  }
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
    const port = await freePort()
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ')
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dataDir: data,
      stop() {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim()
    throw new Error(`PostgreSQL did not start${stderr ? `: ${stderr}` : ''}`, { cause: error })
  }
}
