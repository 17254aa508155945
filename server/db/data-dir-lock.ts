import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirInUse extends Error {
  override name = 'DataDirInUse'
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One instance per data folder: two would each send the same reminders, since only PostgreSQL
 * lets instances share them. A file with the owner's pid, taken over when that process is gone.
 * Returns what frees it.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'em-uso.pid')
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const owner = Number(readFileSync(lockFile, 'utf8'))
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DataDirInUse(
        `${dir} is in use by process ${owner}. One embedded database serves one instance; for several, set DATABASE_URL.`,
      )
    }
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}
