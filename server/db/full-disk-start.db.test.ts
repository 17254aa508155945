import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { LOCK_FILE } from './data-dir-lock'
import { SQLITE_FILE } from './embedded-database'
import type { StartSeen } from './testing/full-disk-start'

/*
 * The review's finding: a start that failed on a full disk left an empty pid file, and every later
 * start was refused. The disk is a real one that is full: a 1 MiB tmpfs filled to ENOSPC, mounted
 * in a user and mount namespace of the scenario's own (`unshare -rm`), so no root is needed.
 * Embedded engine only: with DATABASE_URL the server writes nothing to its own disk, and a full
 * disk under PostgreSQL is PostgreSQL's to answer.
 */

const run = promisify(execFile)

describe('a start on a full disk, then a start with room', () => {
  it('the first is refused with the reason in words and leaves only the lock’s empty file; the second starts', async () => {
    const { stdout } = await run('unshare', ['-rm', process.execPath, '--import', 'tsx', 'server/db/testing/full-disk-start.ts'], { timeout: 150_000 })
    const { onFullDisk, withRoom } = JSON.parse(stdout) as { onFullDisk: StartSeen; withRoom: StartSeen }
    expect(onFullDisk).toMatchObject({ started: false, exitCode: 1, files: [LOCK_FILE] })
    expect(onFullDisk.stderr).toMatch(/^Não foi possível abrir o banco de dados dos lembretes \(.+\): SqliteError: database or disk is full$/)
    expect(withRoom).toMatchObject({ started: true, exitCode: 0, stderr: '', files: [LOCK_FILE, SQLITE_FILE] })
  }, 160_000)
})
