import { describe, expect, it } from 'vitest'
import trained from '../src/assistant/risk/risk-model.json'
import { riskModelFingerprint } from './risk-model-training'

describe('the learned risk model', () => {
  it("was trained on today's messages, cues, features and settings", { timeout: 60_000 }, () => {
    expect(trained.fingerprint, 'risk-model.json was trained on other inputs than today’s: run npm run train:risk-model').toBe(
      riskModelFingerprint(),
    )
  })
})
