import type { CrisisKind } from '../reading/intent-types'

/*
 * Why a reading is what it is: every rule that raises or lowers the tier leaves its name here, in
 * the order it was applied. `npm run explain` says them in words (src/assistant/explain.ts), and
 * docs/product.md ("Why a reply is what it is") lists them.
 */

export type Rule =
  // One message: the cues (decide.ts)
  | 'cue-crisis'
  | 'cue-asks'
  | 'cue-unsure'
  | 'cue-undone'
  | 'cue-excepted'
  | 'story'
  // One message: the learned model against its thresholds (decide.ts)
  | 'model-crisis'
  | 'model-asks'
  | 'model-asks-after-feeling'
  | 'model-in-jest'
  | 'model-quiet'
  | 'feeling'
  | 'model-distress'
  | 'model-strain'
  // The conversation (conversation.ts)
  | 'request-asks'
  | 'body-words'
  | 'step-after-crisis'
  | 'read-with-earlier'
  | 'earlier-distress'
  | 'earlier-crisis'
  // The assistant's decision (assistant.ts, raise-analysis.ts)
  | 'answer-yes'
  | 'answer-no'
  | 'alarm-urgent'
  | 'alarm-soon'
  | 'alarm-soon-over-model'
  | 'alarm-crisis'
  | 'llm-raised'

export interface Reason {
  rule: Rule
  /** What it read: the concepts, the kind, a probability against its threshold. */
  detail?: string
}

export interface RiskReading {
  /** `asking`: a risk signal too unsure for the crisis reply: the assistant asks her directly. */
  tier: 'crisis' | 'asking' | 'distress' | 'none'
  /** The crisis, or the crisis asked about. */
  crisisKind?: CrisisKind
  /** Tiredness or stress only: warm when she asks for nothing else. */
  strain: boolean
  /** The concepts found, "kind:concept" ("suicide:pills", "distress:crying"). */
  concepts: string[]
  /** The rules that made this reading, in order. */
  reasons: readonly Reason[]
}
