import type { Cue } from './pattern'

/** Neighbouring cues that read the same text, with one pattern that matches wherever any of theirs does. */
export interface CueGroup {
  cues: readonly Cue[]
  any: RegExp
  /** Whether they read the text before the idioms are blanked. */
  raw: boolean
}

const GROUP_SIZE = 16

/**
 * A cue list in groups of neighbours, in its order: nearly every message matches no cue of a
 * group, and one test of the group's joined pattern passes over all of them. Exact because a
 * cue's pattern has no flags and no back-references (cue-groups.test.ts holds every list to it):
 * the alternation of their sources matches a text exactly when one of them does.
 */
export function groupCues(cues: readonly Cue[]): CueGroup[] {
  const groups: Cue[][] = []
  for (const cue of cues) {
    const last = groups.at(-1)
    if (last && last.length < GROUP_SIZE && Boolean(last[0]!.raw) === Boolean(cue.raw)) last.push(cue)
    else groups.push([cue])
  }
  return groups.map((group) => ({
    cues: group,
    any: new RegExp(group.map((cue) => `(?:${cue.pattern.source})`).join('|')),
    raw: Boolean(group[0]!.raw),
  }))
}
