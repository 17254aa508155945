import { describe, expect, it } from 'vitest'
import { profileDefaults } from '../data/profile-defaults'
import { parseProfile } from './profile'
import { parseSettings, readSettings } from './settings'
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

  it('reads the settings, on by default when nothing usable is kept', () => {
    expect(readSettings()).toEqual({ showStreak: true })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ showStreak: 'no' }))
    expect(readSettings()).toEqual({ showStreak: true })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ notifications: false, showStreak: false }))
    expect(readSettings()).toEqual({ showStreak: false })
    expect(parseSettings([])).toBeNull()
  })
})
