import { describe, expect, it } from 'vitest'
import { keepOnboardingAnswers, parseOnboardingAnswers, readOnboardingAnswers } from './onboarding-answers'
import { storageKeys } from './storage-keys'

describe('onboarding answers on the device', () => {
  it('round-trips what she answered', () => {
    const answers = { age: '32', childrenAges: '2 e 5 anos', availableTime: '10-20' as const, goals: ['relaxar' as const] }
    keepOnboardingAnswers(answers)
    expect(readOnboardingAnswers()).toEqual(answers)
  })

  it('gives null when nothing or something unreadable is kept', () => {
    expect(readOnboardingAnswers()).toBeNull()
    localStorage.setItem(storageKeys.onboarding, '{"age":')
    expect(readOnboardingAnswers()).toBeNull()
    expect(parseOnboardingAnswers('32')).toBeNull()
    expect(parseOnboardingAnswers([1, 2])).toBeNull()
  })

  it('keeps the good fields of an old or damaged value and leaves the rest unanswered', () => {
    expect(
      parseOnboardingAnswers({ age: 32, childrenAges: null, availableTime: '1 hora', goals: ['relaxar', 'voar', 'relaxar'] }),
    ).toEqual({ age: '32', childrenAges: '', availableTime: '', goals: ['relaxar'] })
    expect(parseOnboardingAnswers({ idade: '30', goals: 'relaxar' })).toEqual({
      age: '',
      childrenAges: '',
      availableTime: '',
      goals: [],
    })
  })
})
