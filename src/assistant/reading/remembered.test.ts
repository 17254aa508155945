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

  it('starts afresh past its limit, and still answers the same', () => {
    const asked: string[] = []
    const lookUp = remembered((word) => {
      asked.push(word)
      return word.length
    }, 2)
    expect(['a', 'bb', 'ccc', 'a'].map(lookUp)).toEqual([1, 2, 3, 1])
    expect(asked).toEqual(['a', 'bb', 'ccc', 'a'])
  })
})
