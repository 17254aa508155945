import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant, isoIn, journalEntry, zone } from '../progress/testing/arbitraries'
import { asStoredJournal, parseJournalEntry, readableEntries } from './journal-format'

const entry = journalEntry(fc.tuple(instant, zone).map(([date, tz]) => isoIn(tz, date)))

describe('the journal format', () => {
  it('reads back every entry the app writes', () => {
    fc.assert(
      fc.property(entry, (e) => {
        expect(parseJournalEntry(JSON.parse(JSON.stringify(e)))).toEqual(e)
      }),
    )
  })

  it.each([
    ['no id', { id: '' }],
    ['an unknown type', { type: 'dança' }],
    ['minutes as text', { minutes: '5' }],
    ['no minutes', { minutes: 0 }],
    ['a day without an offset', { endedAt: '2026-11-24T10:00:00' }],
    ['an unknown source', { startedFrom: 'widget' }],
    ['a routine id that is not text', { routineId: 3 }],
  ])('refuses an entry with %s', (_case, change) => {
    fc.assert(
      fc.property(entry, (e) => {
        expect(parseJournalEntry({ ...e, ...change })).toBeNull()
      }),
      { numRuns: 5 },
    )
  })

  it('takes a document of any version with a list of entries, and nothing else', () => {
    expect(asStoredJournal({ version: 2, entries: [], later: true })).toEqual({ version: 2, entries: [], later: true })
    expect(asStoredJournal({ version: 0, entries: [] })).toBeNull()
    expect(asStoredJournal({ version: 1, entries: {} })).toBeNull()
    expect(asStoredJournal([])).toBeNull()
  })

  it('keeps one of each id, in the order she did them', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const read = readableEntries([...entries, ...entries])
        expect(new Set(read.map((e) => e.id)).size).toBe(read.length)
        read
          .slice(1)
          .forEach((e, i) => expect(Date.parse(e.endedAt)).toBeGreaterThanOrEqual(Date.parse(read[i]!.endedAt)))
      }),
    )
  })
})
