import { describe, expect, it } from 'vitest'
import { isMadrugada, isMadrugadaHour } from './madrugada'

describe('the madrugada: from 22:00 to 05:00 on her clock, or always with Modo madrugada', () => {
  it.each([
    [21, false],
    [22, true],
    [23, true],
    [0, true],
    [3, true],
    [4, true],
    [5, false],
    [12, false],
    [18, false],
  ] as const)('at %i h without the setting: %s', (hour, expected) => {
    expect(isMadrugada({ madrugadaHours: isMadrugadaHour(hour), modoMadrugada: false })).toBe(expected)
  })

  it.each([0, 5, 12, 21])('at %i h with Modo madrugada on: always', (hour) => {
    expect(isMadrugada({ madrugadaHours: isMadrugadaHour(hour), modoMadrugada: true })).toBe(true)
  })
})
