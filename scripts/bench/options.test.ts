import { describe, expect, it } from 'vitest'
import { benchOptions, count } from './options'

const options = { runs: { type: 'string', help: 'runs' }, breakdown: { type: 'boolean', help: 'breakdown' } } as const

describe('benchOptions', () => {
  it('reads --name=value, flags and routes', () => {
    expect(benchOptions('bench:x', options, ['--runs=5', '--breakdown', '/login', '/chat'])).toEqual({
      values: { runs: '5', breakdown: true },
      routes: ['/login', '/chat'],
    })
  })

  it('refuses an unknown option, listing the ones there are', () => {
    expect(() => benchOptions('bench:x', options, ['--rusn=5'])).toThrow(/Unknown option .--rusn.[\s\S]*--runs=… {2}runs/)
  })
})

describe('count', () => {
  it('takes a whole number ≥ 1, or the default when absent', () => {
    expect(count('7', 'runs', 3)).toBe(7)
    expect(count(undefined, 'runs', 3)).toBe(3)
    expect(() => count('0', 'runs', 3)).toThrow('--runs: um número inteiro ≥ 1, não "0"')
    expect(() => count('cinco', 'runs', 3)).toThrow('--runs')
  })
})
