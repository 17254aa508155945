import type { CrisisKind } from '../reading/intent-types'
import { modelFeatures } from './model-features'
import { unpackModel, type PackedRiskModel } from './packed-model'
import trained from './risk-model.json'

/*
 * The second signal beside the concept cues: a small softmax regression trained on the blind sets
 * it may read (scripts/train-risk-model.ts; docs/architecture.md, "The safety net").
 * Deterministic: fixed weights, committed. It only adds: a crisis the cues found is never removed
 * by it, and its thresholds were chosen on messages by writers the fold's model never saw, never on
 * the held-out half.
 */

export type ModelClass = CrisisKind | 'distress' | 'none'

export interface RiskModel {
  /** What it was trained from (evaluation/risk-model-training.ts): a test fails when that changes. */
  fingerprint: string
  classes: ModelClass[]
  bias: number[]
  weights: Record<string, number[]>
  /** Probability of all crisis kinds together at or above which a message is a crisis. */
  crisisThreshold: number
  /** …and at or above which, below the crisis threshold, the assistant asks her. */
  askThreshold: number
  distressThreshold: number
}

/** What reading a message needs: a model being trained has no thresholds or fingerprint yet. */
export type ModelWeights = Pick<RiskModel, 'classes' | 'bias' | 'weights'>

export interface ModelReading {
  crisis: number
  distress: number
  /** The most likely crisis kind. */
  kind: CrisisKind
}

export const trainedRiskModel = unpackModel(trained as PackedRiskModel)
const crisisKinds: readonly CrisisKind[] = ['suicide', 'self-harm', 'baby', 'violence']

/**
 * The weights as a Map, made once per model: a lookup in an object of thousands of keys costs far
 * more than in a Map, and a message asks for a few hundred features.
 */
const rowsOf = new WeakMap<ModelWeights['weights'], Map<string, readonly number[]>>()
function rows(weights: ModelWeights['weights']): Map<string, readonly number[]> {
  let made = rowsOf.get(weights)
  if (!made) rowsOf.set(weights, (made = new Map(Object.entries(weights))))
  return made
}

export function probabilities(text: string, { classes, bias, weights }: ModelWeights): Record<ModelClass, number> {
  const logits = [...bias]
  const byFeature = rows(weights)
  for (const feature of modelFeatures(text)) {
    const row = byFeature.get(feature)
    if (!row) continue
    for (let index = 0; index < row.length; index++) logits[index]! += row[index]!
  }
  const top = Math.max(...logits)
  const exp = logits.map((logit) => Math.exp(logit - top))
  const sum = exp.reduce((a, b) => a + b, 0)
  return Object.fromEntries(classes.map((name, index) => [name, exp[index]! / sum])) as Record<ModelClass, number>
}

export function readWithModel(text: string, risk: ModelWeights): ModelReading {
  const p = probabilities(text, risk)
  const kind = crisisKinds.reduce((best, each) => (p[each] > p[best] ? each : best))
  return { crisis: crisisKinds.reduce((sum, each) => sum + p[each], 0), distress: p.distress, kind }
}
