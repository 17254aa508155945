import { describe, expect, it } from 'vitest'
import type { MoodEntry, MoodLevel } from '../data/mood'
import { addDays } from './calendar-day'
import { mostlyLowLately, todaysMood, weekMoods } from './moods'

// Thursday 26 November 2026.
const TODAY = '2026-11-26'
const mood = (day: string, level: MoodLevel): MoodEntry => ({ day, level, words: [], at: `${day}T20:00:00.000-03:00` })
/** One answer a day, from `daysAgo` days before today up to today, in that order. */
const lately = (levels: readonly MoodLevel[]) => levels.map((level, index) => mood(addDays(TODAY, index - levels.length + 1), level))

describe("today's mood", () => {
  it('is the answer of her day, or none', () => {
    const moods = [mood('2026-11-25', 'mal'), mood(TODAY, 'bem')]
    expect(todaysMood(moods, TODAY)).toMatchObject({ level: 'bem' })
    expect(todaysMood(moods, '2026-11-27')).toBeNull()
    expect(todaysMood([], TODAY)).toBeNull()
  })
})

describe('the gentle card after weeks of feeling down', () => {
  it("shows when 8 of the last 14 days were 'Mal' or 'Muito mal'", () => {
    const low = lately([...Array<MoodLevel>(6).fill('bem'), ...Array<MoodLevel>(4).fill('mal'), ...Array<MoodLevel>(4).fill('muito-mal')])
    expect(low).toHaveLength(14)
    expect(mostlyLowLately(low, TODAY)).toBe(true)
  })

  it('not with 7 of 14: half is not most', () => {
    const half = lately([...Array<MoodLevel>(7).fill('mais-ou-menos'), ...Array<MoodLevel>(7).fill('mal')])
    expect(mostlyLowLately(half, TODAY)).toBe(false)
  })

  it("a day she did not answer is not counted as low; 'Mais ou menos' is not low", () => {
    expect(mostlyLowLately(lately(Array<MoodLevel>(7).fill('muito-mal')), TODAY)).toBe(false)
    expect(mostlyLowLately(lately(Array<MoodLevel>(14).fill('mais-ou-menos')), TODAY)).toBe(false)
  })

  it('looks at the last 14 days only: low days before them, or days still to come, do not count', () => {
    const old = Array.from({ length: 10 }, (_, index) => mood(addDays(TODAY, -14 - index), 'muito-mal'))
    expect(mostlyLowLately(old, TODAY)).toBe(false)
    const window = Array.from({ length: 8 }, (_, index) => mood(addDays(TODAY, -13 + index), 'mal'))
    expect(mostlyLowLately(window, TODAY)).toBe(true)
    // Seen from two days later, the first two of them have left the window.
    expect(mostlyLowLately(window, addDays(TODAY, 2))).toBe(false)
  })
})

describe("the week's moods", () => {
  it('Monday to Sunday of her week, with the answer of each day or none', () => {
    const week = weekMoods([mood('2026-11-22', 'bem'), mood('2026-11-23', 'mal'), mood(TODAY, 'muito-bem')], TODAY)
    expect(week).toEqual([
      { day: '2026-11-23', level: 'mal' },
      { day: '2026-11-24', level: null },
      { day: '2026-11-25', level: null },
      { day: '2026-11-26', level: 'muito-bem' },
      { day: '2026-11-27', level: null },
      { day: '2026-11-28', level: null },
      { day: '2026-11-29', level: null },
    ])
  })
})
