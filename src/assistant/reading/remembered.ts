/**
 * A pure function of one word, remembered: the assistant reads the same few thousand words in
 * every message, and mending, expanding or stemming one always gives the same answer. Bounded, so
 * a stream of made-up words cannot grow the server's memory: past `limit` words it starts afresh.
 */
export function remembered<T>(compute: (word: string) => T, limit = 20_000): (word: string) => T {
  const known = new Map<string, T>()
  return (word) => {
    const hit = known.get(word)
    if (hit !== undefined || known.has(word)) return hit as T
    if (known.size >= limit) known.clear()
    const value = compute(word)
    known.set(word, value)
    return value
  }
}
