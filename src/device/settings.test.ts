import { afterEach, describe, expect, it } from 'vitest'
import { changeSettings, readSettings } from './settings'
import { storageKeys } from './storage-keys'

afterEach(() => localStorage.clear())

describe('her settings', () => {
  it("start with 'Mostrar sequência' on and 'Guia por voz' off, and remember what she changes", () => {
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false })
    changeSettings({ voiceGuide: true })
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: true })
    expect(JSON.parse(localStorage.getItem(storageKeys.settings)!)).toEqual({ showStreak: true, voiceGuide: true })
  })

  it('kept before a setting existed, keep what they had and give the new one its default', () => {
    localStorage.setItem(storageKeys.settings, JSON.stringify({ notifications: false, showStreak: false }))
    expect(readSettings()).toEqual({ showStreak: false, voiceGuide: false })
  })

  it('damaged, fall back to the defaults', () => {
    localStorage.setItem(storageKeys.settings, '{"voiceGuide":')
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false })
    localStorage.setItem(storageKeys.settings, JSON.stringify({ voiceGuide: 'sim' }))
    expect(readSettings()).toEqual({ showStreak: true, voiceGuide: false })
  })
})
