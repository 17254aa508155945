import { availableTimeOptions, type AvailableTime } from '../data/onboarding-options'
import { goalTarget } from '../progress/daily-goal'
import { storageKeys } from './storage-keys'
import { readStored } from './stored-value'

const availableTime = (value: unknown): AvailableTime | null => {
  const time = typeof value === 'object' && value !== null ? (value as { availableTime?: unknown }).availableTime : null
  return availableTimeOptions.find((option) => option.value === time)?.value ?? null
}

/**
 * Activities a day, from the time she said she has: the profile she saved, else her onboarding
 * answer, else three. Only that field is read (the dashboard needs nothing else of them).
 */
export const readGoalTarget = (): number =>
  goalTarget(readStored(storageKeys.profile, availableTime) ?? readStored(storageKeys.onboarding, availableTime))
