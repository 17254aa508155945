import type { DailySuggestion } from './daily'
import type { LibraryKind } from './library/library-types'
import type { GoalId } from './onboarding-options'

/**
 * What each goal she picked in the onboarding puts first (docs/product.md, Dashboard): to relax,
 * breathing and meditation; to exercise, movement; for her mind, meditation and breathing; to eat
 * better, the recipes.
 */
export const kindsFirstFor: Record<GoalId, readonly LibraryKind[]> = {
  relaxar: ['breathing', 'meditation'],
  exercitar: ['exercise'],
  'cuidar-mente': ['meditation', 'breathing'],
  alimentacao: ['recipe'],
}

/**
 * The items with the kinds her goals name first, in the order she picked the goals; the rest,
 * and items of the same rank, keep their own order. No goal: the order is unchanged.
 */
export function orderByGoals<T extends { kind: LibraryKind }>(items: readonly T[], goals: readonly GoalId[]): T[] {
  const first = [...new Set(goals.flatMap((goal) => kindsFirstFor[goal]))]
  const rank = (item: T) => (first.includes(item.kind) ? first.indexOf(item.kind) : first.length)
  return [...items].sort((a, b) => rank(a) - rank(b))
}

/** The suggestion of the time of day with its activities in the order her goals ask; the rest as it is. */
export const suggestionFor = (suggestion: DailySuggestion, goals: readonly GoalId[]): DailySuggestion => ({
  ...suggestion,
  activities: orderByGoals(suggestion.activities, goals),
})
