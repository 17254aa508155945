import type { MinutesFilter } from '../../data/minutes-filter'
import { planTabs } from '../../data/plan-library'
import type { Playable } from '../../data/playable'
import { ActivityGrid } from './activity-grid'
import { AfterBirthEntry } from './after-birth-entry'

export type LibraryTabName = keyof typeof planTabs

/**
 * One of Meu Plano's tabs of activities: the library, loaded when she opens a tab (plan-screen.tsx).
 * 'Depois do parto' is the meditations' first entry, whatever her time: it is read, not timed.
 */
export function LibraryTab({ tab, filter, onStart }: { tab: LibraryTabName; filter: MinutesFilter; onStart: (activity: Playable) => void }) {
  return (
    <>
      {tab === 'meditacoes' && <AfterBirthEntry />}
      <ActivityGrid activities={planTabs[tab]} filter={filter} onStart={onStart} />
    </>
  )
}
