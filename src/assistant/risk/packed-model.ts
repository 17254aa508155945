import type { RiskModel } from './risk-model'

/*
 * How risk-model.json keeps the learned model, to be small on every install: the features once,
 * as one text, and the weights as whole numbers of hundredths, row after row. A weight was trained
 * to three decimals and pruned below 0.03, so a hundredth is finer than anything it says.
 */

export interface PackedRiskModel extends Omit<RiskModel, 'weights'> {
  /** A weight is `weights[i] * scale`. */
  scale: number
  /** The features, one a line, in the order of the weights' rows. */
  features: string
  /** One row a feature, as many numbers as classes. */
  weights: number[]
}

const SCALE = 0.01

export function packModel({ weights, ...rest }: RiskModel): PackedRiskModel {
  const features = Object.keys(weights)
  return { ...rest, scale: SCALE, features: features.join('\n'), weights: features.flatMap((feature) => weights[feature]!.map((weight) => Math.round(weight / SCALE))) }
}

export function unpackModel({ scale, features, weights, ...rest }: PackedRiskModel): RiskModel {
  const width = rest.classes.length
  const rows: RiskModel['weights'] = {}
  features.split('\n').forEach((feature, index) => {
    rows[feature] = weights.slice(index * width, index * width + width).map((weight) => weight * scale)
  })
  return { ...rest, weights: rows }
}
