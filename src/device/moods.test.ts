import { afterEach, describe, expect, it, vi } from 'vitest'
import { eraseMoods, mergeMoods, moodEntries, saveMood, subscribeMoods } from './moods'
import { storageKeys } from './storage-keys'

const stored = () => JSON.parse(localStorage.getItem(storageKeys.moods) ?? 'null') as { version: number; moods: unknown[] }
// Thursday 26 November 2026, 20:00 on this device's clock; her day starts at 03:00.
const EVENING = new Date(2026, 10, 26, 20, 0)

afterEach(() => {
  eraseMoods()
  vi.restoreAllMocks()
})

describe('her moods on the device', () => {
  it("keeps one answer for her day, in a versioned document, and a change that day replaces it", () => {
    expect(saveMood({ level: 'mal', words: [] }, EVENING)).toBe(true)
    expect(moodEntries()).toMatchObject([{ day: '2026-11-26', level: 'mal', words: [] }])
    expect(moodEntries()).toBe(moodEntries())
    saveMood({ level: 'mal', words: ['cansada', 'ansiosa'] }, new Date(2026, 10, 26, 20, 1))
    // 01:30 is still her Thursday.
    saveMood({ level: 'bem', words: ['cansada'] }, new Date(2026, 10, 27, 1, 30))
    expect(stored().version).toBe(1)
    expect(stored().moods).toHaveLength(1)
    expect(moodEntries()).toMatchObject([{ day: '2026-11-26', level: 'bem', words: ['cansada'] }])
  })

  it('a new day (from 03:00) is a new answer; the days before stay', () => {
    saveMood({ level: 'mal', words: [] }, EVENING)
    saveMood({ level: 'muito-bem', words: ['grata'] }, new Date(2026, 10, 27, 3, 0))
    expect(moodEntries().map((mood) => [mood.day, mood.level])).toEqual([
      ['2026-11-26', 'mal'],
      ['2026-11-27', 'muito-bem'],
    ])
  })

  it('reads a damaged answer as nothing, keeps it stored, and keeps the good ones', () => {
    saveMood({ level: 'bem', words: [] }, EVENING)
    const good = stored().moods[0]
    const damaged = [{ day: '2026-11-25', level: 'ótima', words: [], at: '2026-11-25T10:00:00.000-03:00' }, 'lixo', { day: '2026-02-30', level: 'bem', words: [], at: '2026-11-25T10:00:00Z' }, { day: '2026-11-24', level: 'bem', words: ['feliz'], at: '2026-11-24T10:00:00Z' }]
    localStorage.setItem(storageKeys.moods, JSON.stringify({ version: 1, moods: [good, ...damaged], extra: 'mantido' }))
    expect(moodEntries()).toEqual([good])
    saveMood({ level: 'muito-bem', words: [] }, new Date(2026, 10, 27, 9, 0))
    expect(stored().moods.slice(0, 5)).toEqual([good, ...damaged])
    expect(stored()).toMatchObject({ extra: 'mantido' })
  })

  it('keeps a value that is not a list of moods aside, never over a copy kept before, and starts a new list', () => {
    localStorage.setItem(storageKeys.moods, '{"moods": "x"')
    saveMood({ level: 'bem', words: [] }, EVENING)
    expect(localStorage.getItem(storageKeys.damagedMoods)).toBe('{"moods": "x"')
    localStorage.setItem(storageKeys.moods, 'outro lixo')
    saveMood({ level: 'mal', words: [] }, EVENING)
    expect(localStorage.getItem(storageKeys.damagedMoods)).toBe('{"moods": "x"')
    expect(moodEntries()).toMatchObject([{ level: 'mal' }])
  })

  it('a write the browser refuses changes nothing and says so', () => {
    saveMood({ level: 'bem', words: [] }, EVENING)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError')
    })
    expect(saveMood({ level: 'muito-mal', words: [] }, EVENING)).toBe(false)
    expect(moodEntries()).toMatchObject([{ level: 'bem' }])
  })

  it('merging a file: days she lacks are added, a day in both keeps the later answer', () => {
    saveMood({ level: 'bem', words: [] }, EVENING)
    const heard = vi.fn()
    const stop = subscribeMoods(heard)
    mergeMoods([
      { day: '2026-11-25', level: 'mal', words: ['triste'], at: '2026-11-25T10:00:00.000-03:00' },
      { day: '2026-11-26', level: 'muito-mal', words: [], at: '2026-11-26T08:00:00.000-03:00' },
    ])
    expect(moodEntries().map((mood) => [mood.day, mood.level])).toEqual([
      ['2026-11-25', 'mal'],
      ['2026-11-26', 'bem'],
    ])
    expect(heard).toHaveBeenCalled()
    stop()
  })
})
