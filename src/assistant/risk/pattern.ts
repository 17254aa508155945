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

/**
 * A named word list, one word or phrase a line, as the alternation a pattern reads: the lines
 * "quero" and "vontade de" make "(quero|vontade de)". Written raw, so "\d+ andar" takes one
 * backslash; a line may be a list named before ("${CHILD}").
 */
export function words(lines: TemplateStringsArray, ...lists: readonly string[]): string {
  const items = String.raw(lines, ...lists)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return `(${items.join('|')})`
}

/** One way a concept shows in her words. */
export interface Cue {
  /** The concept it belongs to ("burden", "pills"), named in tests and in the analysis. */
  concept: string
  /** A message it was written for: a test holds the cue to it. */
  example: string
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
  /**
   * A signal too unsure for the crisis reply ("gás", "a janela do 9º andar", "ficar com minha mãe
   * que partiu"): the assistant asks her directly, and her answer decides.
   */
  ask?: boolean
}

interface CueOptions {
  ask?: boolean
  soft?: boolean
  negatable?: boolean
  raw?: boolean
  requires?: string
  unless?: string
}

/** A cue of `concept`, written for `example`, that reads `source` in her words. */
export function cue(
  concept: string,
  example: string,
  source: string,
  { requires, unless, ...flags }: CueOptions = {},
): Cue {
  return {
    concept,
    example,
    pattern: rx(source),
    ...flags,
    ...(requires === undefined ? {} : { requires: rx(requires) }),
    ...(unless === undefined ? {} : { unless: rx(unless) }),
  }
}
