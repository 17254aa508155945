/**
 * Her journal: one entry per activity she completed, kept on her device only. Every figure of
 * her progress (streak, daily goal, 'Concluído hoje', her history) is read from it.
 */

import type { ActivityType } from './activity-types'

/** Where she started it: a dashboard card, a routine, the plan, a suggestion in the chat. */
export type JournalSource = 'dashboard' | 'routine' | 'plan' | 'chat'

export const journalSources: readonly JournalSource[] = ['dashboard', 'routine', 'plan', 'chat']

/** What a player knows when an activity ends; the journal adds the id and the time. */
export interface Completion {
  /** The activity's id (a dashboard card, a library entry, a plan activity) or the routine's. */
  activityId: string
  title: string
  /**
   * `routine` marks a whole routine done (its 'Concluído hoje'). Its activities are recorded one
   * by one as well, so a routine entry adds nothing to counts or minutes: they would count twice.
   */
  type: ActivityType
  /** Minutes the activity lasts (the timer's length). */
  minutes: number
  startedFrom: JournalSource
  /** The routine an activity was played in, when `startedFrom` is `routine`. */
  routineId?: string
}

export interface JournalEntry extends Completion {
  /** Unique on the device, so two tabs' entries merge without loss or duplicates. */
  id: string
  /** When it ended: ISO 8601 with her local offset ('2026-11-24T21:30:05.000-03:00'). */
  endedAt: string
}
