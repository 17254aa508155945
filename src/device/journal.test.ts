import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Completion } from '../data/journal'
import { eraseJournal, journalEntries, journalIsDamaged, mergeIntoJournal, recordCompletion, subscribeJournal } from './journal'
import { storageKeys } from './storage-keys'

const respiracao: Completion = {
  activityId: 'respiracao-da-calma',
  title: 'Respiração da Calma',
  type: 'meditation',
  minutes: 5,
  startedFrom: 'dashboard',
}
const stored = () =>
  JSON.parse(localStorage.getItem(storageKeys.journal) ?? 'null') as { version: number; entries: unknown[] }
const AT = new Date('2026-11-24T21:30:05.000-03:00')

afterEach(() => {
  eraseJournal()
  vi.restoreAllMocks()
})

describe('the journal on the device', () => {
  it('keeps each completion with an id, its time and offset, in a versioned document', () => {
    const entry = recordCompletion(respiracao, AT)
    expect(entry).toMatchObject(respiracao)
    expect(Date.parse(entry.endedAt)).toBe(AT.getTime())
    expect(entry.endedAt).toMatch(/^2026-11-2[45]T\d{2}:30:05\.000(Z|[+-]\d{2}:\d{2})$/)
    expect(stored()).toEqual({ version: 1, entries: [entry] })
    expect(journalEntries()).toEqual([entry])
    // The same array until something changes, as React's external stores need.
    expect(journalEntries()).toBe(journalEntries())
  })

  it('appends to what another tab wrote meanwhile, and hears of it through the storage event', () => {
    const mine = recordCompletion(respiracao, AT)
    const theirs = { ...mine, id: 'outra-aba', endedAt: '2026-11-24T21:40:00.000-03:00' }
    localStorage.setItem(storageKeys.journal, JSON.stringify({ version: 1, entries: [mine, theirs] }))
    const heard = vi.fn()
    const stop = subscribeJournal(heard)
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.journal }))
    expect(heard).toHaveBeenCalledTimes(1)
    const later = recordCompletion(respiracao, new Date(AT.getTime() + 3_600_000))
    expect(stored().entries).toEqual([mine, theirs, later])
    stop()
  })

  it('reads a damaged entry as nothing, keeps it stored, and keeps the good ones', () => {
    const good = { ...recordCompletion(respiracao, AT) }
    const damaged = [{ id: 'x', minutes: 'cinco' }, 'lixo', { ...good, id: 'y', endedAt: '2026-02-30T10:00:00Z' }]
    localStorage.setItem(
      storageKeys.journal,
      JSON.stringify({ version: 1, entries: [good, ...damaged], extra: 'mantido' }),
    )
    expect(journalEntries()).toEqual([good])
    recordCompletion(respiracao, new Date(AT.getTime() + 60_000))
    expect(stored().entries.slice(0, 4)).toEqual([good, ...damaged])
    expect(stored()).toMatchObject({ extra: 'mantido' })
  })

  it.each([
    ['corrupted JSON', '{"version":1,"entries":[{'],
    ['an unknown shape', JSON.stringify({ registros: [] })],
    ['a wrong type', '42'],
  ])('starts afresh on %s, keeping what was there aside rather than losing it', (_case, raw) => {
    localStorage.setItem(storageKeys.journal, raw)
    expect(journalEntries()).toEqual([])
    // Said, not hidden: before the next entry and after it, while the copy stays aside.
    expect(journalIsDamaged()).toBe(true)
    const entry = recordCompletion(respiracao, AT)
    expect(stored().entries).toEqual([entry])
    expect(localStorage.getItem(storageKeys.damagedJournal)).toBe(raw)
    expect(journalIsDamaged()).toBe(true)
  })

  it('is not damaged when it is empty, sound, or holds only entries this version skips', () => {
    expect(journalIsDamaged()).toBe(false)
    localStorage.setItem(storageKeys.journal, JSON.stringify({ version: 1, entries: ['de uma versão nova'] }))
    expect(journalIsDamaged()).toBe(false)
    recordCompletion(respiracao, AT)
    expect(journalIsDamaged()).toBe(false)
  })

  it('keeps a completion the browser refuses to store in memory, and writes it with the next one', () => {
    const quota = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const first = recordCompletion(respiracao, AT)
    expect(journalEntries()).toEqual([first])
    quota.mockRestore()
    const second = recordCompletion(respiracao, new Date(AT.getTime() + 60_000))
    expect(stored().entries).toEqual([first, second])
  })

  it('merges restored entries once, by id', () => {
    const entry = recordCompletion(respiracao, AT)
    const older = { ...entry, id: 'antes', endedAt: '2026-11-20T08:00:00.000-03:00' }
    mergeIntoJournal([entry, older])
    mergeIntoJournal([older])
    expect(journalEntries().map((e) => e.id)).toEqual(['antes', entry.id])
  })

  it('forgets everything when she erases her data', () => {
    recordCompletion(respiracao, AT)
    localStorage.setItem(storageKeys.damagedJournal, 'x')
    eraseJournal()
    expect(journalEntries()).toEqual([])
    expect(localStorage.getItem(storageKeys.journal)).toBeNull()
    expect(localStorage.getItem(storageKeys.damagedJournal)).toBeNull()
    expect(journalIsDamaged()).toBe(false)
  })
})
