import { describe, expect, it } from 'vitest'
import { calibratedCpuSlowdown, parseCpuSetting } from './cpu-slowdown'

describe('calibratedCpuSlowdown', () => {
  it('gives the calculator’s anchor points', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1)
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1)
    expect(calibratedCpuSlowdown(1300)).toBe(3)
    expect(calibratedCpuSlowdown(800)).toBe(2)
    expect(calibratedCpuSlowdown(150)).toBe(1)
  })

  it('slows a fast host more than Lighthouse’s fixed 4×', () => {
    expect(calibratedCpuSlowdown(2876)).toBeCloseTo(9.76, 2)
  })

  it('never speeds a slow host up', () => {
    expect(calibratedCpuSlowdown(100)).toBe(1)
  })

  it('refuses a missing index', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('benchmarkIndex inválido')
  })
})

describe('parseCpuSetting', () => {
  it('reads unset, calibrated and a multiplier', () => {
    expect(parseCpuSetting(undefined)).toBeUndefined()
    expect(parseCpuSetting('calibrated')).toBe('calibrated')
    expect(parseCpuSetting('6')).toBe(6)
  })

  it('refuses anything else', () => {
    expect(() => parseCpuSetting('fast')).toThrow('--cpu')
    expect(() => parseCpuSetting('0.5')).toThrow('--cpu')
  })
})
