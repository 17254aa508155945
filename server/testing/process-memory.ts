import { readFileSync, writeFileSync } from 'node:fs'

/** A memory figure of a process from /proc/<pid>/status, in MiB: VmRSS now, VmHWM the peak. */
export function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`)
  return Number(match[1]) / 1024
}

/** Sets the peak (VmHWM) back to the current resident size: writing 5 to clear_refs (Linux ≥ 4.0). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}
