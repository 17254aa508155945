/**
 * A pure function of one word, remembered: the assistant reads the same few thousand words in
 * every message, and mending, expanding or stemming one always gives the same answer. Bounded in
 * entries and in bytes, so a stream of made-up words (long ones too) cannot grow the server's
 * memory: past either limit it starts afresh.
 */
export function remembered<T>(
  compute: (word: string) => T,
  { entries = 20_000, bytes = 2 * 1024 * 1024 }: { entries?: number; bytes?: number } = {},
): (word: string) => T {
  const known = new Map<string, T>()
  let held = 0
  return (word) => {
    const hit = known.get(word)
    if (hit !== undefined || known.has(word)) return hit as T
    const value = compute(word)
    const size = ENTRY_BYTES + approximateBytes(word) + approximateBytes(value)
    if (known.size >= entries || held + size > bytes) {
      known.clear()
      held = 0
    }
    // A word larger than the whole budget is answered and not kept.
    if (size <= bytes) {
      known.set(word, value)
      held += size
    }
    return value
  }
}

/** What a Map entry costs beyond its key and value (V8's hash table slot and headers, rounded up). */
const ENTRY_BYTES = 64

/**
 * A value's heap size, roughly: strings at two bytes a character (the worst case), arrays and plain
 * objects by their parts.
 */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return 16 + 2 * value.length
  if (Array.isArray(value)) {
    return value.reduce((sum: number, item: unknown) => sum + approximateBytes(item), 16 + 8 * value.length)
  }
  if (typeof value === 'object' && value !== null) {
    let sum = 24
    for (const [key, item] of Object.entries(value)) sum += 8 + approximateBytes(key) + approximateBytes(item)
    return sum
  }
  return 8
}
