import { availableTimeOptions, type AvailableTime, type OnboardingAnswers } from '../data/onboarding-options'
import { goalsOf } from './onboarding-goals'
import { storageKeys } from './storage-keys'
import { readStored, writeStored } from './stored-value'

const isTime = (value: unknown): value is AvailableTime => availableTimeOptions.some((option) => option.value === value)
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/**
 * Kept answers, field by field: a field that is missing or of an old shape falls back to
 * unanswered, the rest survive. Anything but an object gives null (nothing kept).
 */
export function parseOnboardingAnswers(value: unknown): OnboardingAnswers | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const kept = value as Record<string, unknown>
  const goals = goalsOf(kept.goals)
  return {
    age: text(kept.age),
    childrenAges: text(kept.childrenAges),
    availableTime: isTime(kept.availableTime) ? kept.availableTime : '',
    goals,
  }
}

export const readOnboardingAnswers = () => readStored(storageKeys.onboarding, parseOnboardingAnswers)

export const keepOnboardingAnswers = (answers: OnboardingAnswers) => writeStored(storageKeys.onboarding, answers)
