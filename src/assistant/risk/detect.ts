import type { CrisisKind } from '../intent-types'
import { normalize } from '../normalize'
import { babyCues } from './baby'
import { distressCues, strainCues } from './distress'
import { withoutIdioms } from './idioms'
import { words, type Cue } from './pattern'
import { modelSaysCrisis, modelSaysDistress, readWithModel } from './risk-model'
import { selfHarmCues } from './self-harm'
import { suicideCues } from './suicide'
import { correctRiskTypos } from './typos'
import { violenceCues } from './violence'

/*
 * Reads one message for risk: the concept cues of each crisis kind, then distress. Who acts and
 * on whom is in the cues themselves (words.ts); this file decides what a laugh, a "não" or a
 * blanked idiom undoes, and which kind names the crisis.
 */

/** Violence first: its reply also carries CVV and SAMU, and adds Ligue 180 and 190. */
const crisisCues: readonly [CrisisKind, readonly Cue[]][] = [
  ['violence', violenceCues],
  ['baby', babyCues],
  ['self-harm', selfHarmCues],
  ['suicide', suicideCues],
]

export interface RiskReading {
  tier: 'crisis' | 'distress' | 'none'
  crisisKind?: CrisisKind
  /** Tiredness or stress only: warm when she asks for nothing else. */
  strain: boolean
  /** The concepts found, "kind:concept" ("suicide:pills", "distress:crying"). */
  concepts: string[]
}

/** She laughs ("kkk", "😂") and does not say she means it. */
const laughing = / (risos|emojifeliz) /
const meaningIt = new RegExp(
  ` ${words`
    serio
    seria
    de verdade
    so que nao
    ou sim
    nao e brincadeira
    nao estou brincando
    falando serio
    juro
  `} `,
)

/**
 * A "não" that governs the cue: "não penso em me machucar", "não tenho vontade de morrer",
 * "não é que eu queira".
 */
const negation = / (nao|nunca|nem|jamais)( (tenho|sinto|eu|estou|e|que|mais|ja|to))? $| nao e que (eu )?$/

/** The text the cues read: the normal form with its typos on risk words mended. */
export function riskText(message: string): string {
  return correctRiskTypos(normalize(message, { keepEllipsis: true }))
}

/** A cue fires, is absent, or is there but undone by a "não", a laugh or its `unless`. */
function reading(cue: Cue, raw: string, masked: string, joking: boolean): 'fires' | 'absent' | 'undone' {
  const text = cue.raw ? raw : masked
  const match = cue.pattern.exec(text)
  if (!match) return 'absent'
  if (cue.requires && !cue.requires.test(masked)) return 'absent'
  if (cue.unless?.test(masked)) return 'undone'
  if (cue.soft && joking) return 'undone'
  if (cue.negatable && negation.test(text.slice(0, match.index + 1))) return 'undone'
  return 'fires'
}

const firing = (cue: Cue, raw: string, masked: string, joking: boolean) => reading(cue, raw, masked, joking) === 'fires'

/**
 * How one cue reads a text in risk form (riskText), as readCues reads it: a crisis cue after the
 * idioms are blanked, a feeling (distress, strain) before. For the test that holds every cue to
 * the example it was written for.
 */
export function readOneCue(cue: Cue, text: string, { feeling }: { feeling: boolean }): 'fires' | 'absent' | 'undone' {
  const raw = text.replace(/ reticencias /g, ' ')
  const masked = withoutIdioms(text)
  const joking = laughing.test(masked) && !meaningIt.test(masked)
  return feeling ? reading(cue, raw, raw, joking) : reading(cue, raw, masked, joking)
}

export interface CueReading extends RiskReading {
  /** A crisis cue was there and undone ("não quero morrer", "kkk"): she said what it is not. */
  undone: boolean
}

/** The concept cues alone, on a text already in risk form (riskText). */
export function readCues(text: string): CueReading {
  return readCuesMasked(text, withoutIdioms(text))
}

/** readCues, given the text with its idioms blanked (readRiskText blanks them once for the cues and the model). */
function readCuesMasked(text: string, masked: string): CueReading {
  const raw = text.replace(/ reticencias /g, ' ')
  const joking = laughing.test(masked) && !meaningIt.test(masked)
  const concepts: string[] = []
  let crisisKind: CrisisKind | undefined
  let undone = false
  for (const [kind, cues] of crisisCues) {
    for (const cue of cues) {
      const read = reading(cue, raw, masked, joking)
      undone ||= read === 'undone'
      if (read !== 'fires') continue
      concepts.push(`${kind}:${cue.concept}`)
      crisisKind ??= kind
    }
  }
  if (crisisKind) return { tier: 'crisis', crisisKind, strain: false, concepts, undone }
  // Her feelings are read before the idioms are blanked: "me dá uma tristeza" is a feeling.
  for (const cue of distressCues) if (firing(cue, raw, raw, joking)) concepts.push(`distress:${cue.concept}`)
  if (concepts.length > 0) return { tier: 'distress', strain: false, concepts, undone }
  for (const cue of strainCues) if (firing(cue, raw, raw, joking)) concepts.push(`strain:${cue.concept}`)
  return { tier: 'none', strain: concepts.length > 0, concepts, undone }
}

/** What the learned model reads: the idioms blanked, as the cues read them ("morrendo de rir"). */
export const modelText = (text: string) => withoutIdioms(text)

/**
 * Reads a text already in risk form (riskText), or several turns of it joined: the cues, then the
 * learned model, which may add a crisis or distress the cues missed and never removes one. Where
 * she undid a crisis cue herself ("não quero morrer, só tô cansada"), the model adds no crisis;
 * where the cues read tiredness alone (strain), it adds no distress.
 */
export function readRiskText(text: string): RiskReading {
  const masked = modelText(text)
  const { undone, ...cues } = readCuesMasked(text, masked)
  if (cues.tier === 'crisis') return cues
  const model = readWithModel(masked)
  if (!undone && modelSaysCrisis(model)) {
    const concepts = [...cues.concepts, `${model.kind}:model`]
    return { tier: 'crisis', crisisKind: model.kind, strain: false, concepts }
  }
  if (cues.tier === 'distress' || cues.strain || !modelSaysDistress(model)) return cues
  return { tier: 'distress', strain: false, concepts: [...cues.concepts, 'distress:model'] }
}

export function readRisk(message: string): RiskReading {
  return readRiskText(riskText(message))
}
