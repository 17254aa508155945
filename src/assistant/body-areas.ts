import { fold } from './normalize'
import type { IndexedEntry } from './library-index'

/*
 * The part of her body she names ("minhas costas doem"): the suggestion should be for it, and the
 * reply says so, so she does not have to guess why a stretch was chosen.
 */

export interface BodyArea {
  /** How the reply names it: "Uma ideia para as suas costas." */
  label: string
  /** Her words for it, in normal form. */
  words: RegExp
  /** The library tags that mean an entry is for it. */
  tags: readonly string[]
}

const areas: readonly BodyArea[] = [
  { label: 'as suas costas', words: / (costas|lombar|coluna) /, tags: ['costas', 'lombar', 'coluna'] },
  { label: 'o seu pescoço', words: / (pescoco|nuca|torcicolo) /, tags: ['pescoco', 'nuca'] },
  { label: 'os seus ombros', words: / (ombro|ombros|trapezio) /, tags: ['ombro', 'ombros', 'trapezio'] },
]

/** The first body area a normalized message names, if any. */
export function namedBodyArea(normalized: string): BodyArea | undefined {
  return areas.find((area) => area.words.test(normalized))
}

/** Whether the entry is meant for that part of the body (by its tags). */
export function isFor(entry: IndexedEntry, area: BodyArea): boolean {
  return entry.tags.some((tag) => area.tags.includes(fold(tag).trim()))
}
