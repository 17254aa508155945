import type { JournalSource } from '../../data/journal'
import type { Playable } from '../../data/playable'
import type { KeptRoutineRun } from '../../device/run-format'

/**
 * A routine as the routine player runs it: a sample routine of Meu Plano, one of her own, the
 * daily suggestion. `id` is what her journal marks done ('Concluído hoje').
 */
export interface PlayableRoutine {
  id: string
  title: string
  description?: string
  /** In the order she does them; at least one. */
  activities: readonly Playable[]
}

/** What a screen asks the routine player to run, and where she started it (written to her journal). */
export interface RoutinePlayRequest {
  routine: PlayableRoutine
  startedFrom: JournalSource
  /** A routine kept on her device, taken up where she was (src/ui/app-shell/run-keeper.tsx). */
  kept?: KeptRoutineRun
}
