import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PostgresCluster } from './postgres-cluster'

/** The server's process and every process it started (one per connection, and its workers). */
function clusterProcesses(cluster: PostgresCluster): number[] {
  const postmaster = Number(readFileSync(join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        // Fields after the command's closing parenthesis: state, then the parent's pid.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
      } catch {
        return false // ended meanwhile
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

/**
 * Freezes a throwaway cluster as a hung database server would be: every one of its processes
 * stopped (SIGSTOP), connections open and silent. `thaw` lets them go on (SIGCONT).
 */
export function freezePostgres(cluster: PostgresCluster): { thaw(): void } {
  const processes = clusterProcesses(cluster)
  for (const pid of processes) process.kill(pid, 'SIGSTOP')
  let thawed = false
  return {
    thaw() {
      if (thawed) return
      thawed = true
      for (const pid of processes) {
        try {
          process.kill(pid, 'SIGCONT')
        } catch {
          // gone
        }
      }
    },
  }
}
