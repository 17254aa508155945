import { availableTimeOptions, type AvailableTime } from '../data/onboarding-options'
import { storageKeys } from './storage-keys'
import { readStored } from './stored-value'

const availableTime = (value: unknown): AvailableTime | null => {
  const time = typeof value === 'object' && value !== null ? (value as { availableTime?: unknown }).availableTime : null
  return availableTimeOptions.find((option) => option.value === time)?.value ?? null
}

/**
 * The time she said she has: the profile she saved, else her onboarding answer, else none. Her
 * daily goal and the sizes of what the app offers follow it (src/progress/daily-goal.ts,
 * src/data/her-time.ts). Only that field is read: the dashboard and the plan need nothing else.
 */
export const readAvailableTime = (): AvailableTime | null =>
  readStored(storageKeys.profile, availableTime) ?? readStored(storageKeys.onboarding, availableTime)
