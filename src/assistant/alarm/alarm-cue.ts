import type { CrisisKind } from '../reading/intent-types'
import { rx } from '../risk/pattern'

/*
 * A danger sign of the body, as a concept in her words: like the risk cues (risk/pattern.ts),
 * written in plain spelling and compiled to the normal form (normalize.ts), a space a word edge.
 */

/** What she can safely do while help comes: said only where the guidance is standard. */
export type Meanwhile = 'swallowed' | 'on-her-side' | 'burn' | 'bite' | 'choking' | 'lie-down' | 'water'

export interface AlarmCue {
  /** The sign ("button-battery", "haemorrhage"), named in tests and in `npm run explain`. */
  concept: string
  /** A message it was written for: a test holds the cue to it. */
  example: string
  pattern: RegExp
  /** Counts only when the whole message also matches this (a baby in sight, a fever). */
  requires?: RegExp
  /** Undone when the whole message matches this ("picada de pernilongo"). */
  unless?: RegExp
  /** Something swallowed, drunk or taken: the poison line too. */
  swallowed?: boolean
  meanwhile?: Meanwhile
  /** Said of a child: counts when a child is named, or when she speaks of nobody but herself. */
  ofAChild?: boolean
  /** The sign is also a crisis of this kind ("dei meu remédio pra ele me deixar em paz"): both replies. */
  crisis?: CrisisKind
}

interface AlarmCueOptions {
  requires?: string
  unless?: string
  swallowed?: boolean
  meanwhile?: Meanwhile
  ofAChild?: boolean
  crisis?: CrisisKind
}

/** A sign of `concept`, written for `example`, that reads `source` in her words. */
export function alarmCue(
  concept: string,
  example: string,
  source: string,
  { requires, unless, ...flags }: AlarmCueOptions = {},
): AlarmCue {
  return {
    concept,
    example,
    pattern: rx(source),
    ...flags,
    ...(requires === undefined ? {} : { requires: rx(requires) }),
    ...(unless === undefined ? {} : { unless: rx(unless) }),
  }
}
