import { goalOptions, type GoalId } from '../data/onboarding-options'
import { storageKeys } from './storage-keys'
import { readStored } from './stored-value'

export const isGoal = (value: unknown): value is GoalId => goalOptions.some((option) => option.id === value)

/** The goals of kept answers, once each, in the order she picked them; anything else gives none. */
export const goalsOf = (goals: unknown): GoalId[] => (Array.isArray(goals) ? [...new Set(goals.filter(isGoal))] : [])

/**
 * Only her goals, for the dashboard's order (docs/product.md, Dashboard): it needs nothing else of
 * her answers, and this keeps the rest of their reading out of its first load.
 */
export const readOnboardingGoals = (): GoalId[] =>
  readStored(storageKeys.onboarding, (value) =>
    typeof value === 'object' && value !== null ? goalsOf((value as { goals?: unknown }).goals) : null,
  ) ?? []
