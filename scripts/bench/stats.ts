// Small number helpers shared by the benchmark reports.

/** The p-th percentile (0–100) by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = Float64Array.from(values).sort()
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!
}

export const pad = (value: string | number, width: number) => String(value).padStart(width)

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`

/** Adds one to a count in a map, creating it. */
export function tally<K>(counts: Map<K, number>, key: K, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by)
}

/** `200×31 400×2` in key order; `label` names a key differently. */
export function formatCounts<K extends number | string>(counts: ReadonlyMap<K, number>, label: (key: K) => string = String): string {
  const sorted = [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)))
  return sorted.map(([key, count]) => `${label(key)}×${count}`).join(' ') || '-'
}
