import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import trained from '../src/assistant/risk/risk-model.json'
import { riskModelFingerprint } from './risk-model-training'

describe('the learned risk model', () => {
  it("was trained on today's messages, cues, features and settings", { timeout: 60_000 }, () => {
    expect(trained.fingerprint, 'risk-model.json was trained on other inputs than today’s: run npm run train:risk-model').toBe(
      riskModelFingerprint(),
    )
  })

  it('is packed under 200 KB gz: every install precaches it', () => {
    const packed = readFileSync(new URL('../src/assistant/risk/risk-model.json', import.meta.url))
    expect(gzipSync(packed, { level: 9 }).length / 1024).toBeLessThanOrEqual(200)
  })
})
