import { describe, expect, it } from 'vitest'
import { remembered } from './remembered'

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
