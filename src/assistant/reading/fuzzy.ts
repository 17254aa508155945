/**
 * Whether two words are within `max` edits (insert, delete, substitute, swap two neighbours:
 * the optimal string alignment distance). Stops early once every path is over the limit.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return false
    before = previous
    previous = current
  }
  return previous[b.length]! <= max
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoAllowance(word: string): number {
  if (word.length >= 9) return 2
  if (word.length >= 5) return 1
  return 0
}
