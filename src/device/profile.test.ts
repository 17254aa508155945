import { describe, expect, it } from 'vitest'
import { profileDefaults } from '../data/profile-defaults'
import { parseProfile } from './profile'

describe('her profile on the device', () => {
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
})
