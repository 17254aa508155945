import { describe, expect, it } from 'vitest'
import { profileDefaults } from '../data/profile-defaults'
import { parseProfile } from './profile'
import { changeSettings, parseSettings, readSettings } from './settings'
import { storageKeys } from './storage-keys'

describe('profile and settings on the device', () => {
  it('reads a whole profile as it was saved', () => {
    const profile = { name: 'Ana', email: 'ana@exemplo.com.br', age: '27', childrenAges: '6 meses', availableTime: '30+' }
    expect(parseProfile(profile)).toEqual(profile)
  })

  it('fills a field that is missing or wrong with its default, and ignores a value with no profile field', () => {
    expect(parseProfile({ name: 'Ana', age: 27, availableTime: '2 horas' })).toEqual({ ...profileDefaults, name: 'Ana' })
    expect(parseProfile({ nome: 'Ana' })).toBeNull()
    expect(parseProfile('Ana')).toBeNull()
    expect(parseProfile(null)).toBeNull()
  })

  it('reads the settings, their defaults when nothing usable is kept (the streak shown, Modo madrugada off)', () => {
    expect(readSettings()).toEqual({ showStreak: true, modoMadrugada: false })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ showStreak: 'no' }))
    expect(readSettings()).toEqual({ showStreak: true, modoMadrugada: false })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ notifications: false, showStreak: false }))
    expect(readSettings()).toEqual({ showStreak: false, modoMadrugada: false })
    expect(parseSettings([])).toBeNull()
  })

  it("keeps 'Modo madrugada' as she chose it, beside the other settings", () => {
    changeSettings({ modoMadrugada: true })
    expect(readSettings()).toEqual({ showStreak: true, modoMadrugada: true })
    changeSettings({ showStreak: false })
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toEqual({ showStreak: false, modoMadrugada: true })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ showStreak: true, modoMadrugada: 'sim' }))
    expect(readSettings()).toEqual({ showStreak: true, modoMadrugada: false })
  })
})
