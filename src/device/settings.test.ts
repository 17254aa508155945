import { afterEach, describe, expect, it } from 'vitest'
import { changeSettings, readSettings } from './settings'
import { parseSettings } from './settings-format'
import { storageKeys } from './storage-keys'

afterEach(() => localStorage.clear())

describe('her settings', () => {
  it("start with 'Mostrar sequência' on and 'Guia por voz' off, and remember what she changes", () => {
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false, modoMadrugada: false, endSignal: true, endSignalAtNight: false })
    changeSettings({ voiceGuide: true })
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: true, modoMadrugada: false, endSignal: true, endSignalAtNight: false })
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toEqual({ showStreak: true, voiceGuide: true, modoMadrugada: false, endSignal: true, endSignalAtNight: false })
  })

  it('kept before a setting existed, keep what they had and give the new one its default', () => {
    localStorage.setItem(storageKeys.settings, JSON.stringify({ notifications: false, showStreak: false }))
    expect(readSettings()).toEqual({ showStreak: false, voiceGuide: false, modoMadrugada: false, endSignal: true, endSignalAtNight: false })
  })

  it('damaged, fall back to the defaults', () => {
    localStorage.setItem(storageKeys.settings, '{"voiceGuide":')
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false, modoMadrugada: false, endSignal: true, endSignalAtNight: false })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ voiceGuide: 'sim' }))
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false, modoMadrugada: false, endSignal: true, endSignalAtNight: false })
  })

  it("keeps 'Modo madrugada' as she chose it, beside the other settings", () => {
    changeSettings({ modoMadrugada: true, endSignal: true, endSignalAtNight: false })
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false, modoMadrugada: true, endSignal: true, endSignalAtNight: false })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ showStreak: true, modoMadrugada: 'sim' }))
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false, modoMadrugada: false, endSignal: true, endSignalAtNight: false })
  })

  it('an answer that is no list of settings is none', () => {
    expect(parseSettings([])).toBeNull()
  })

  it("starts with 'Som e vibração ao terminar' on and 'Também de madrugada' off, and keeps what she chooses", () => {
    expect(readSettings()).toMatchObject({ endSignal: true, endSignalAtNight: false })
    changeSettings({ endSignalAtNight: true })
    changeSettings({ endSignal: false })
    expect(readSettings()).toMatchObject({ endSignal: false, endSignalAtNight: true })
  })
})
