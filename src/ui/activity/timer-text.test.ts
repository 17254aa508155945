import { describe, expect, it } from 'vitest'
import { clockText, spokenTime } from './timer-text'

describe('remaining time', () => {
  it.each([
    [300, '05:00', '5 minutos'],
    [272, '04:32', '4 minutos e 32 segundos'],
    [61, '01:01', '1 minuto e 1 segundo'],
    [59, '00:59', '59 segundos'],
    [1, '00:01', '1 segundo'],
    [0, '00:00', '0 segundos'],
    [-3, '00:00', '0 segundos'],
  ])('%i s reads %s, or "%s"', (seconds, clock, spoken) => {
    expect(clockText(seconds)).toBe(clock)
    expect(spokenTime(seconds)).toBe(spoken)
  })
})
