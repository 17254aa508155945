import { beforeEach, describe, expect, it, vi } from 'vitest'
import { typoAllowance } from './reading/fuzzy'
import { createLibraryIndex } from './library-index'

// The real typoAllowance, watched: MiniSearch asks it once for every term it searches.
vi.mock('./reading/fuzzy', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./reading/fuzzy')>()
  return { ...actual, typoAllowance: vi.fn((word: string) => actual.typoAllowance(word)) }
})

const index = createLibraryIndex()
const kinds = ['exercise', 'breathing', 'meditation', 'recipe'] as const

beforeEach(() => {
  vi.mocked(typoAllowance).mockClear()
})

describe('library search', () => {
  it('searches each word once: said 181 times in a message, or again in a later one, it is not searched again', () => {
    const fresh = createLibraryIndex()
    const once = fresh.search('respiração', kinds)
    expect(vi.mocked(typoAllowance).mock.calls.length).toBeGreaterThan(0)
    vi.mocked(typoAllowance).mockClear()
    const repeated = fresh.search(Array(181).fill('respiração').join(' '), kinds)
    expect(typoAllowance).not.toHaveBeenCalled()
    expect(repeated.map((hit) => hit.entry.id)).toEqual(once.map((hit) => hit.entry.id))
    repeated.forEach((hit, rank) => expect(hit.score).toBeCloseTo(once[rank]!.score * 181, 6))
  })

  it('finds the same entries in the same order whether a word is new or remembered', () => {
    const queries = ['alongamento pro pescoço com o bebê', 'receita de tapioca rapida', 'meditaçao pra dormir']
    const first = queries.map((query) => createLibraryIndex().search(query, kinds))
    const warmed = createLibraryIndex()
    for (const query of queries) warmed.search(query.split(' ').reverse().join(' '), kinds)
    queries.forEach((query, i) => expect(warmed.search(query, kinds)).toEqual(first[i]))
  })

  it.each(['alongamento pro pescoço', 'tapioca com ovo', 'uma respiração para dormir'])(
    'weighs a repeated query by its repeats, as when each repeat was searched: "%s" three times',
    (query) => {
      for (const strict of [false, true]) {
        const once = index.search(query, kinds, { strict })
        const thrice = index.search(`${query} ${query} ${query}`, kinds, { strict })
        expect(thrice.map((hit) => hit.entry.id)).toEqual(once.map((hit) => hit.entry.id))
        thrice.forEach((hit, rank) => expect(hit.score).toBeCloseTo(once[rank]!.score * 3, 9))
      }
    },
  )

  it('weighs a word said twice more than the others', () => {
    const [plain] = index.search('alongamento respiração', kinds)
    const [leaning] = index.search('alongamento respiração respiração respiração', kinds)
    expect(plain!.entry.kind).not.toBe(leaning!.entry.kind)
  })
})
