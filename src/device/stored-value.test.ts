import { describe, expect, it, vi } from 'vitest'
import { readStored, removeStored, writeStored } from './stored-value'

const asName = (value: unknown) =>
  typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string'
    ? { name: value.name }
    : null

describe('device storage', () => {
  it('round-trips a value', () => {
    expect(writeStored('k', { name: 'Maria' })).toBe(true)
    expect(readStored('k', asName)).toEqual({ name: 'Maria' })
    removeStored('k')
    expect(readStored('k', asName)).toBeNull()
  })

  it.each([
    ['corrupted JSON', '{nome: Maria'],
    ['an old shape', JSON.stringify({ nome: 'Maria' })],
    ['a wrong type', JSON.stringify(42)],
  ])('gives null for %s, so the caller uses its defaults', (_case, raw) => {
    localStorage.setItem('k', raw)
    expect(readStored('k', asName)).toBeNull()
  })

  it('never throws when the browser blocks storage', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked)
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)
    expect(readStored('k', asName)).toBeNull()
    expect(writeStored('k', { name: 'Maria' })).toBe(false)
    get.mockRestore()
    set.mockRestore()
  })
})
