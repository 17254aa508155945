import type { JournalSource } from '../../data/journal'
import type { Playable } from '../../data/playable'
import type { KeptActivityRun } from '../../device/run-format'

/** What a screen asks the player to run, and where she started it (written to her journal). */
export interface PlayRequest {
  playable: Playable
  startedFrom: JournalSource
  /** A run kept on her device, taken up where she was (src/ui/app-shell/run-keeper.tsx). */
  kept?: KeptActivityRun
}
