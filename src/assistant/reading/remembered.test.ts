import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { remembered } from './remembered'
import { termOfWord } from './terms'

describe('remembered', () => {
  it('answers a word it has seen without computing it again, undefined answers included', () => {
    const asked: string[] = []
    const lookUp = remembered((word) => {
      asked.push(word)
      return word === 'nada' ? undefined : word.toUpperCase()
    })
    expect([lookUp('oi'), lookUp('oi'), lookUp('nada'), lookUp('nada')]).toEqual(['OI', 'OI', undefined, undefined])
    expect(asked).toEqual(['oi', 'nada'])
  })

  it('starts afresh past its limit of entries, and still answers the same', () => {
    const asked: string[] = []
    const lookUp = remembered(
      (word) => {
        asked.push(word)
        return word.length
      },
      { entries: 2 },
    )
    expect(['a', 'bb', 'ccc', 'a'].map(lookUp)).toEqual([1, 2, 3, 1])
    expect(asked).toEqual(['a', 'bb', 'ccc', 'a'])
  })

  it('starts afresh past its limit of bytes, and keeps no word larger than the whole budget', () => {
    const asked: string[] = []
    const lookUp = remembered(
      (word) => {
        asked.push(word)
        return word
      },
      { bytes: 1024 },
    )
    const long = 'a'.repeat(220) // about 980 bytes with its answer: the next word starts afresh
    const huge = 'b'.repeat(600)
    expect([long, 'oi', long, huge, huge].map(lookUp)).toEqual([long, 'oi', long, huge, huge])
    expect(asked).toEqual([long, 'oi', long, huge, huge])
  })
})

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
