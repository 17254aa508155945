import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OwnRoutine } from '../data/own-routine'
import { routineMinutes } from '../data/own-routine'
import {
  deleteOwnRoutine,
  keepOwnRoutine,
  mergeOwnRoutines,
  newOwnRoutineId,
  ownRoutines,
  subscribeOwnRoutines,
} from './own-routines'
import { storageKeys } from './storage-keys'

const manha: OwnRoutine = {
  id: 'minha-manha',
  title: 'Minha manhã',
  description: '',
  activityIds: ['respiracao-diafragmatica', 'alongamento-pescoco'],
}
const noite: OwnRoutine = { id: 'minha-noite', title: 'Noite', description: 'Antes de dormir.', activityIds: ['respiracao-4-7-8'] }
const stored = () => JSON.parse(localStorage.getItem(storageKeys.ownRoutines) ?? 'null') as { version: number; routines: unknown[] }

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('her routines on the device', () => {
  it('keeps a new routine at the end and a changed one in its place, in a versioned document', () => {
    expect(keepOwnRoutine(manha)).toBe(true)
    expect(keepOwnRoutine(noite)).toBe(true)
    const renamed = { ...manha, title: 'Manhã leve', activityIds: ['alongamento-pescoco'] }
    expect(keepOwnRoutine(renamed)).toBe(true)
    expect(stored()).toEqual({ version: 1, routines: [renamed, noite] })
    expect(ownRoutines()).toEqual([renamed, noite])
    // The same array until something changes, as React's external stores need.
    expect(ownRoutines()).toBe(ownRoutines())
  })

  it('deletes only the one she deletes', () => {
    keepOwnRoutine(manha)
    keepOwnRoutine(noite)
    expect(deleteOwnRoutine(manha.id)).toBe(true)
    expect(ownRoutines()).toEqual([noite])
  })

  it('adds up its minutes from the library', () => {
    // Respiração diafragmática (5) + Alongamento de pescoço (3).
    expect(routineMinutes(manha.activityIds)).toBe(8)
  })

  it('reads a damaged routine as nothing, keeps it stored, and keeps the good ones', () => {
    const damaged = [
      { id: 'minha-x', title: '', activityIds: ['respiracao-4-7-8'], description: '' },
      'lixo',
      { id: 'outra', title: 'Sem prefixo', description: '', activityIds: ['respiracao-4-7-8'] },
      { id: 'minha-y', title: 'Vazia', description: '', activityIds: [] },
      // Nothing the library still has: there is nothing to do in it.
      { id: 'minha-z', title: 'Antiga', description: '', activityIds: ['atividade-que-saiu'] },
    ]
    localStorage.setItem(storageKeys.ownRoutines, JSON.stringify({ version: 1, routines: [manha, ...damaged], extra: 'mantido' }))
    expect(ownRoutines()).toEqual([manha])
    keepOwnRoutine(noite)
    expect(stored()).toEqual({ version: 1, routines: [manha, ...damaged, noite], extra: 'mantido' })
  })

  it.each([
    ['corrupted JSON', '{"version": 1, "routines": [{'],
    ['another shape', JSON.stringify([manha])],
    ['no version', JSON.stringify({ routines: [manha] })],
  ])('keeps %s aside instead of writing over it', (_case, raw) => {
    localStorage.setItem(storageKeys.ownRoutines, raw)
    expect(ownRoutines()).toEqual([])
    expect(keepOwnRoutine(noite)).toBe(true)
    expect(localStorage.getItem(storageKeys.damagedOwnRoutines)).toBe(raw)
    expect(ownRoutines()).toEqual([noite])
    // A second write never replaces the copy kept aside.
    localStorage.setItem(storageKeys.ownRoutines, 'lixo')
    keepOwnRoutine(manha)
    expect(localStorage.getItem(storageKeys.damagedOwnRoutines)).toBe(raw)
  })

  it('says so when the browser refuses, and changes nothing', () => {
    keepOwnRoutine(manha)
    const before = localStorage.getItem(storageKeys.ownRoutines)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(keepOwnRoutine(noite)).toBe(false)
    expect(deleteOwnRoutine(manha.id)).toBe(false)
    expect(localStorage.getItem(storageKeys.ownRoutines)).toBe(before)
  })

  it('reads nothing, without throwing, when the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(ownRoutines()).toEqual([])
  })

  it('hears of another tab through the storage event', () => {
    const heard = vi.fn()
    const stop = subscribeOwnRoutines(heard)
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.ownRoutines }))
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.journal }))
    expect(heard).toHaveBeenCalledTimes(1)
    keepOwnRoutine(manha)
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
  })

  it("adds a restored file's routines to hers, keeping hers as she has them", () => {
    keepOwnRoutine(manha)
    expect(mergeOwnRoutines([{ ...manha, title: 'Do arquivo' }, noite])).toBe(true)
    expect(ownRoutines()).toEqual([manha, noite])
  })

  it('gives each new routine its own id, never a sample routine or library id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newOwnRoutineId()))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^minha-[0-9a-z]+-[0-9a-f]{8}$/)
  })
})
