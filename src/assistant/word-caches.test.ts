import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { termOfWord } from './terms'

describe("the assistant's word caches", () => {
  setFlagsFromString('--expose-gc')
  const collect = runInNewContext('gc') as () => void
  const heapAfterGc = () => {
    collect()
    collect()
    return process.memoryUsage().heapUsed
  }

  it('hold a few MiB, not every word, when every word is new and long', () => {
    const before = heapAfterGc()
    // 19,000 unique words of 1,500 letters, under the caches' count of entries: tens of MB if all were kept.
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    const filler = 'e'.repeat(1500)
    for (let index = 0; index < 19_000; index++) {
      const unique = [...index.toString(26)].map((digit) => letters[parseInt(digit, 26)]).join('')
      termOfWord(`${unique}z${filler}`.slice(0, 1500))
    }
    const grown = (heapAfterGc() - before) / (1024 * 1024)
    expect(grown).toBeLessThan(6)
  })
})
