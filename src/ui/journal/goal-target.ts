import { goalTarget } from '../../progress/daily-goal'
import { readOnboardingAnswers } from '../onboarding/onboarding-storage'
import { readProfile } from '../profile/profile-storage'

/**
 * Activities a day, from the time she said she has: the profile she saved, else her onboarding
 * answer, else three.
 */
export const readGoalTarget = (): number =>
  goalTarget(readProfile()?.availableTime ?? (readOnboardingAnswers()?.availableTime || null))
