import { availableTimeOptions, type AvailableTime } from '../data/onboarding-options'
import { profileDefaults, type Profile } from '../data/profile-defaults'
import { storageKeys } from './storage-keys'
import { readStored, writeStored } from './stored-value'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isTime = (value: unknown): value is AvailableTime => availableTimeOptions.some((option) => option.value === value)

/**
 * A saved profile, field by field: a field missing or of a wrong type falls back to its default.
 * A value with none of the profile's fields (an old shape) counts as nothing saved.
 */
export function parseProfile(value: unknown): Profile | null {
  if (!isRecord(value)) return null
  const text = (key: Exclude<keyof Profile, 'availableTime'>) => {
    const field = value[key]
    return typeof field === 'string' ? field : null
  }
  const fields = {
    name: text('name'),
    email: text('email'),
    age: text('age'),
    childrenAges: text('childrenAges'),
    availableTime: isTime(value.availableTime) ? value.availableTime : null,
  }
  if (Object.values(fields).every((field) => field === null)) return null
  return {
    name: fields.name ?? profileDefaults.name,
    email: fields.email ?? profileDefaults.email,
    age: fields.age ?? profileDefaults.age,
    childrenAges: fields.childrenAges ?? profileDefaults.childrenAges,
    availableTime: fields.availableTime ?? profileDefaults.availableTime,
  }
}

export const readProfile = () => readStored(storageKeys.profile, parseProfile)
export const keepProfile = (profile: Profile) => writeStored(storageKeys.profile, profile)
