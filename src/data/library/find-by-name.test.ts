import { describe, expect, it } from 'vitest'
import { findByName, foldText } from './find-by-name'
import { library } from './library'

const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title)

describe('finding a library activity by its name', () => {
  it('ignores accents, case and extra spaces', () => {
    expect(foldText('  Respiração   DIAFRAGMÁTICA ')).toBe('respiracao diafragmatica')
    const typed = titles(findByName(library, 'RESPIRACAO diafragmatica'))
    expect(typed).toEqual(titles(findByName(library, 'respiração Diafragmática')))
    expect(typed).toContain('Respiração diafragmática')
  })

  it('needs every word, in any order, and keeps the library order', () => {
    const found = findByName(library, 'pescoço alongamento')
    expect(found.length).toBeGreaterThan(0)
    for (const entry of found) expect(foldText(entry.title)).toMatch(/(?=.*pescoco)(?=.*alongamento)/)
    expect(found).toEqual(library.filter((entry) => found.includes(entry)))
  })

  it('filters by kind, and lists everything of that kind for an empty search', () => {
    expect(findByName(library, '')).toEqual(library)
    const recipes = findByName(library, '  ', 'recipe')
    expect(recipes).toEqual(library.filter((entry) => entry.kind === 'recipe'))
    expect(findByName(library, 'respiração', 'recipe')).toEqual([])
  })

  it('finds nothing for a word no title holds', () => {
    expect(findByName(library, 'xylofone')).toEqual([])
  })
})
