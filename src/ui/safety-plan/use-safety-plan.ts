import { useSyncExternalStore } from 'react'
import type { SafetyPlan } from '../../data/safety-plan'
import { readSafetyPlan, safetyPlanKept, subscribeSafetyPlan } from '../../device/safety-plan'

/** Her safety plan as she writes it, here or in another tab; null while the build prerenders (no device there). */
export function useSafetyPlan(): SafetyPlan | null {
  return useSyncExternalStore(subscribeSafetyPlan, readSafetyPlan, () => null)
}

/** False while something she wrote waits in memory because the browser refused to keep it. */
export function useSafetyPlanKept(): boolean {
  return useSyncExternalStore(subscribeSafetyPlan, safetyPlanKept, () => true)
}
