import type { CrisisKind } from '../intent-types'
import { normalize } from '../normalize'
import { babyCues } from './baby'
import { distressCues, strainCues } from './distress'
import { withoutIdioms } from './idioms'
import type { Cue } from './pattern'
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
const meaningIt = / (serio|seria|de verdade|so que nao|ou sim|nao e brincadeira|nao estou brincando|falando serio|juro) /

/** A "não" that governs the cue: "não penso em me machucar", "não tenho vontade de morrer", "não é que eu queira". */
const negation = / (nao|nunca|nem|jamais)( (tenho|sinto|eu|estou|e|que|mais|ja|to))? $| nao e que (eu )?$/

/** The text the cues read: the normal form with its typos on risk words mended. */
export function riskText(message: string): string {
  return correctRiskTypos(normalize(message, { keepEllipsis: true }))
}

function firing(cue: Cue, raw: string, masked: string, joking: boolean): boolean {
  const text = cue.raw ? raw : masked
  const match = cue.pattern.exec(text)
  if (!match) return false
  if (cue.requires && !cue.requires.test(masked)) return false
  if (cue.unless?.test(masked)) return false
  if (cue.soft && joking) return false
  if (cue.negatable && negation.test(text.slice(0, match.index + 1))) return false
  return true
}

/** Reads a text already in risk form (riskText), or several turns of it joined. */
export function readRiskText(text: string): RiskReading {
  const raw = text.replace(/ reticencias /g, ' ')
  const masked = withoutIdioms(text)
  const joking = laughing.test(masked) && !meaningIt.test(masked)
  const concepts: string[] = []
  let crisisKind: CrisisKind | undefined
  for (const [kind, cues] of crisisCues) {
    for (const cue of cues) {
      if (!firing(cue, raw, masked, joking)) continue
      concepts.push(`${kind}:${cue.concept}`)
      crisisKind ??= kind
    }
  }
  if (crisisKind) return { tier: 'crisis', crisisKind, strain: false, concepts }
  // Her feelings are read before the idioms are blanked: "me dá uma tristeza" is a feeling.
  for (const cue of distressCues) if (firing(cue, raw, raw, joking)) concepts.push(`distress:${cue.concept}`)
  if (concepts.length > 0) return { tier: 'distress', strain: false, concepts }
  for (const cue of strainCues) if (firing(cue, raw, raw, joking)) concepts.push(`strain:${cue.concept}`)
  return { tier: 'none', strain: concepts.length > 0, concepts }
}

export function readRisk(message: string): RiskReading {
  return readRiskText(riskText(message))
}
