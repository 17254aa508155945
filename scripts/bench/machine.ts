// What the figures were measured on, and the server's memory as the kernel sees it.
import { readFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'

export function describeMachine(): string {
  const cpu = cpus()
  const load = loadavg().map((value) => value.toFixed(2)).join(' ')
  return [
    `data      ${new Date().toISOString()}`,
    `máquina   ${cpu[0]?.model ?? 'CPU desconhecida'}, ${cpu.length} núcleos, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `node      ${process.version} (${process.platform} ${process.arch})`,
    `carga     ${load} (loadavg 1/5/15 min no início)`,
  ].join('\n')
}

/** Resident memory of a process in MiB (VmRSS in /proc/<pid>/status), or NaN if it is gone. */
export function rssMiB(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
    return match ? Number(match[1]) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

export const mib = (value: number) => `${value.toFixed(1)} MiB`
