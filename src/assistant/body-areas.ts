import { withinEdits } from './reading/fuzzy'
import type { IndexedEntry } from './library-index'
import { fold } from './reading/normalize'

/*
 * The part of her body she names ("minhas costas doem"): the suggestion should be for it, and the
 * reply says so, so she does not have to guess why a stretch was chosen.
 */

export interface BodyArea {
  /** How the reply names it: "Uma ideia para as suas costas." */
  label: string
  /** Her words for it, in normal form. */
  words: RegExp
  /**
   * Words she may mistype one letter off ("lonbar", "pescoso"); none whose neighbours are words
   * ("costas", "contas").
   */
  typed: readonly string[]
  /** The library tags that mean an entry is for it. */
  tags: readonly string[]
}

const areas: readonly BodyArea[] = [
  { label: 'as suas costas', words: / (costas|lombar|coluna|ciatic[oa]) /, typed: ['lombar'], tags: ['costas', 'lombar', 'coluna'] },
  { label: 'o seu pescoço', words: / (pescoco|nuca|torcicolo) /, typed: ['pescoco', 'torcicolo'], tags: ['pescoco', 'nuca'] },
  { label: 'os seus ombros', words: / (ombro|ombros|trapezio) /, typed: ['trapezio'], tags: ['ombro', 'ombros', 'trapezio'] },
]

/** The first body area a normalized message names, if any; a word one letter off counts. */
export function namedBodyArea(normalized: string): BodyArea | undefined {
  const named = areas.find((area) => area.words.test(normalized))
  if (named) return named
  const tokens = normalized.split(' ').filter((token) => token.length >= 5)
  return areas.find((area) =>
    area.typed.some((word) => tokens.some((token) => token[0] === word[0] && withinEdits(token, word, 1))),
  )
}

/** Whether the entry is meant for that part of the body (by its tags). */
export function isFor(entry: IndexedEntry, area: BodyArea): boolean {
  return entry.tags.some((tag) => area.tags.includes(fold(tag).trim()))
}
