import type { RiskModel } from '../risk/risk-model'

/**
 * The learned model set aside (it never reaches its thresholds): the cues alone decide, whatever
 * the shipped model learned.
 */
export const cuesOnlyModel: RiskModel = {
  fingerprint: 'cues only',
  classes: ['suicide', 'self-harm', 'baby', 'violence', 'distress', 'none'],
  bias: [0, 0, 0, 0, 0, 0],
  weights: {},
  crisisThreshold: 2,
  askThreshold: 2,
  distressThreshold: 2,
}
