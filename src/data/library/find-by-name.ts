import type { LibraryEntry, LibraryKind } from './library-types'

/** 'Respiração' and 'RESPIRACAO' read alike: no accents, no case, single spaces. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

export type KindFilter = LibraryKind | 'todas'

/**
 * The entries of that kind whose title holds every word she typed (in any order, accents and case
 * aside), in the library's order. An empty search lists them all.
 */
export function findByName(entries: readonly LibraryEntry[], query: string, kind: KindFilter = 'todas'): LibraryEntry[] {
  const words = foldText(query).split(' ').filter(Boolean)
  return entries.filter((entry) => {
    if (kind !== 'todas' && entry.kind !== kind) return false
    const title = foldText(entry.title)
    return words.every((word) => title.includes(word))
  })
}
