import type { JournalSource } from '../../data/journal'
import type { Playable } from '../../data/playable'

/** What a screen asks the player to run, and where she started it (written to her journal). */
export interface PlayRequest {
  playable: Playable
  startedFrom: JournalSource
}
