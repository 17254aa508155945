// Lighthouse slows the CPU by a constant 4×, which turns a host of benchmarkIndex 1500–2000 into a
// mid-tier phone (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"). On a faster
// host the same 4× models a faster phone and the scores flatter the app (BENCHMARKS.md,
// History). The multiplier for a mid-tier phone is the one Lighthouse's
// CPU-throttling calculator gives (patrickhulce/lighthouse-cpu-throttling-calculator): 3× at 1300,
// one more per 233 above it; 2× at 800; 1× at 150.

export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex inválido: ${benchmarkIndex}`)
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}

/**
 * --cpu: unset for Lighthouse's 4×, a number for that multiplier, `calibrated` for the
 * multiplier of this host's benchmarkIndex (measured by the caller).
 */
export function parseCpuSetting(value: string | undefined): number | 'calibrated' | undefined {
  if (value === undefined || value === '') return undefined
  if (value === 'calibrated') return value
  const multiplier = Number(value)
  if (!Number.isFinite(multiplier) || multiplier < 1) throw new Error('--cpu: calibrated, ou um multiplicador ≥ 1')
  return multiplier
}
