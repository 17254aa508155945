import { library } from './library/library'
import type { LibraryKind } from './library/library-types'
import { planActivities } from './plan'
import { playableFromActivity, playableFromLibrary, type Playable } from './playable'

const entries = (...kinds: LibraryKind[]) =>
  library.filter((entry) => kinds.includes(entry.kind)).map(playableFromLibrary)
const samples = (type: 'exercise' | 'meditation') =>
  planActivities.filter((activity) => activity.type === type).map(playableFromActivity)

/** Meu Plano's tabs of activities: the spec's sample cards first, then the library's. */
export const planTabs = {
  exercicios: [...samples('exercise'), ...entries('exercise')],
  meditacoes: [...samples('meditation'), ...entries('breathing', 'meditation')],
  receitas: entries('recipe'),
} satisfies Record<string, readonly Playable[]>
