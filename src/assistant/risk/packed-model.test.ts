import { describe, expect, it } from 'vitest'
import { packModel, unpackModel } from './packed-model'
import type { RiskModel } from './risk-model'

const model: RiskModel = {
  fingerprint: 'test',
  classes: ['suicide', 'self-harm', 'baby', 'violence', 'distress', 'none'],
  bias: [0.1, -0.2, 0, 0, 0.3, 1],
  weights: { 'w:morer': [0.534, -0.031, 0, 0.04, 0.2, -0.999], 'b:quero morer': [0.9, 0, 0, 0, 0, -0.3] },
  crisisThreshold: 0.88,
  askThreshold: 0.38,
  distressThreshold: 0.64,
}

describe('the packed model', () => {
  it('keeps every feature and each weight to its hundredth, the rest as it was', () => {
    const back = unpackModel(JSON.parse(JSON.stringify(packModel(model))) as ReturnType<typeof packModel>)
    expect(Object.keys(back.weights)).toEqual(Object.keys(model.weights))
    for (const [feature, row] of Object.entries(model.weights)) {
      back.weights[feature]!.forEach((weight, index) =>
        expect(Math.abs(weight - row[index]!)).toBeLessThanOrEqual(0.005 + 1e-9),
      )
    }
    const { weights: _w, ...rest } = model
    const { weights: _b, ...restBack } = back
    expect(restBack).toEqual(rest)
  })
})
