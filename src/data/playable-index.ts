/**
 * Every activity the app can play, by id: the dashboard cards, the plan's sample cards and the
 * library's entries; the chat's 'Fazer agora' finds each (src/ui/chat/suggested-playable.ts). Routines and the daily suggestion name their activities by id; this turns
 * them into what the player runs. It holds the whole library: screens load it when needed.
 */

import { dashboardActivities } from './activities'
import { library } from './library/library'
import { planActivities } from './plan'
import { playableFromActivity, playableFromLibrary, type Playable } from './playable'
import { quickActivities } from './quick-activities'

const byId = new Map<string, Playable>([
  ...library.map((entry) => [entry.id, playableFromLibrary(entry)] as const),
  ...planActivities.map((activity) => [activity.id, playableFromActivity(activity)] as const),
  // The dashboard's cards (at every part of the day) are all of a type with a tutorial.
  ...[...dashboardActivities, ...Object.values(quickActivities).flat()].flatMap(({ type, ...activity }) =>
    type === 'exercise' || type === 'meditation' || type === 'food'
      ? [[activity.id, playableFromActivity({ ...activity, type })] as const]
      : [],
  ),
])

/** The activities of these ids, in their order; an id that names nothing is left out. */
export function playablesOf(ids: readonly string[]): Playable[] {
  return ids.flatMap((id) => byId.get(id) ?? [])
}
