/**
 * Her own routines ('Nova Rotina'): a title, an optional description and library activities in
 * the order she does them. Only ids are kept: the activities' steps and minutes come from the
 * library, so a corrected entry is corrected in her routines too.
 */

import { library } from './library/library'
import type { LibraryEntry } from './library/library-types'

export interface OwnRoutine {
  /** 'minha-…': never one of the sample routines' or the library's ids. */
  id: string
  title: string
  /** Empty when she wrote none. */
  description: string
  /** Library entries (src/data/library), in the order she does them. */
  activityIds: readonly string[]
}

/** What the form accepts, and what a stored routine may hold. */
export const ownRoutineLimits = { title: 60, description: 200, activities: 12 } as const

export const OWN_ROUTINE_PREFIX = 'minha-'

const byId = new Map(library.map((entry) => [entry.id, entry]))

export const libraryEntry = (id: string): LibraryEntry | undefined => byId.get(id)

/** Her routine's activities that the library still has, in her order. */
export const routineEntries = (activityIds: readonly string[]): LibraryEntry[] =>
  activityIds.flatMap((id) => byId.get(id) ?? [])

/** Its minutes: the sum of its activities'. */
export const routineMinutes = (activityIds: readonly string[]): number =>
  routineEntries(activityIds).reduce((total, entry) => total + entry.minutes, 0)
