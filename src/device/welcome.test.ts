import { afterEach, describe, expect, it } from 'vitest'
import { storageKeys } from './storage-keys'
import { expectWelcome, markWelcomeSeen, welcomeIsDue } from './welcome'

afterEach(() => localStorage.clear())

describe('the welcome, said once', () => {
  it("is due after 'Finalizar', and no longer once the dashboard said it", () => {
    expect(welcomeIsDue()).toBe(false)
    expectWelcome()
    expect(welcomeIsDue()).toBe(true)
    markWelcomeSeen()
    expect(welcomeIsDue()).toBe(false)
    expect(localStorage.getItem(storageKeys.welcome)).toBe('"seen"')
  })

  it('a second onboarding does not bring it back', () => {
    markWelcomeSeen()
    expectWelcome()
    expect(welcomeIsDue()).toBe(false)
  })

  it('a damaged value is not due, and a new finish makes it due', () => {
    localStorage.setItem(storageKeys.welcome, '{"x":')
    expect(welcomeIsDue()).toBe(false)
    expectWelcome()
    expect(welcomeIsDue()).toBe(true)
  })
})
