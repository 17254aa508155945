import { afterEach, describe, expect, it, vi } from 'vitest'
import { versionedList } from './versioned-list'

const list = versionedList({
  key: 'lista',
  damagedKey: 'lista-danificada',
  field: 'items',
  version: 1,
  readable: (items) => items.filter((item): item is string => typeof item === 'string'),
})

afterEach(() => vi.restoreAllMocks())

describe('a versioned list on the device', () => {
  it('starts a new document, keeps what it cannot read, and tells who listens', () => {
    const heard = vi.fn()
    const stop = list.subscribe(heard)
    expect(list.update((items) => [...items, 'a', 3])).toBe(true)
    expect(JSON.parse(localStorage.getItem('lista')!)).toEqual({ version: 1, items: ['a', 3] })
    expect(list.items()).toEqual(['a'])
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })

  it('writes nothing when the change has nothing to write', () => {
    expect(list.update(() => null)).toBe(true)
    expect(localStorage.getItem('lista')).toBeNull()
  })

  it('never writes over a damaged value it could not keep aside', () => {
    localStorage.setItem('lista', '{"items": [')
    const setItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'lista-danificada') throw new DOMException('full', 'QuotaExceededError')
      setItem.call(this, key, value)
    })
    expect(list.update((items) => [...items, 'a'])).toBe(false)
    expect(localStorage.getItem('lista')).toBe('{"items": [')
  })

  it('erases the list and the copy kept aside', () => {
    localStorage.setItem('lista', 'lixo')
    list.update((items) => [...items, 'a'])
    expect(localStorage.getItem('lista-danificada')).toBe('lixo')
    list.erase()
    expect(localStorage.getItem('lista')).toBeNull()
    expect(localStorage.getItem('lista-danificada')).toBeNull()
    expect(list.items()).toEqual([])
  })
})
