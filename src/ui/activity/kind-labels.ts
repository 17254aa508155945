import type { LibraryKind } from '../../data/library/library-types'

/** The library's kinds as she reads them on a badge. */
export const kindLabels: Record<LibraryKind, string> = {
  exercise: 'Exercício',
  breathing: 'Respiração',
  meditation: 'Meditação',
  recipe: 'Receita',
}
