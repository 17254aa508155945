import type { CrisisKind } from '../intent-types'

/*
 * Risk cues are written in plain Portuguese without accents ("morrer", "pessoa") and compiled to
 * the normal form of normalize.ts, where every run of a letter is squeezed to one ("morer",
 * "pesoa"). A space in a pattern is a word edge: the text has a space at each end.
 */

/** Compiles a pattern written in plain spelling to the normal form. */
export function rx(source: string): RegExp {
  return new RegExp(
    source
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/([a-z])\1+/g, '$1'),
  )
}

/** One way a concept shows in her words. */
export interface Cue {
  /** The concept it belongs to ("burden", "pills"), named in tests and in the analysis. */
  concept: string
  pattern: RegExp
  /**
   * Said in jest it means nothing: undone by laughter ("kkk", "😂") unless she says she means it
   * ("sério", "sqn"). Only for cues whose joking use is common ("meu marido vai me matar kkk").
   */
  soft?: boolean
  /** Undone by a "não", "nunca" or "nem" just before it ("não penso em me machucar"). */
  negatable?: boolean
  /** Counts only when the whole message also matches this ("vontade de sacudir" needs a baby in sight). */
  requires?: RegExp
  /** Undone when the whole message matches this ("apertar esse bebê… de tanta fofura"). */
  unless?: RegExp
  /** Read before the everyday idioms are blanked: "queimei no forno de propósito" stays self-harm. */
  raw?: boolean
}

export type RiskKind = CrisisKind | 'distress'

interface CueOptions {
  soft?: boolean
  negatable?: boolean
  raw?: boolean
  requires?: string
  unless?: string
}

export function cue(concept: string, source: string, { requires, unless, ...flags }: CueOptions = {}): Cue {
  return {
    concept,
    pattern: rx(source),
    ...flags,
    ...(requires === undefined ? {} : { requires: rx(requires) }),
    ...(unless === undefined ? {} : { unless: rx(unless) }),
  }
}
