import type { Analysis, Tier } from './assistant'
import type { CrisisKind } from './reading/intent-types'

const rank: Record<Tier, number> = { none: 0, distress: 1, asking: 2, crisis: 3 }

/**
 * The analysis raised to the question about a crisis or to the crisis reply, when another reader
 * (an LLM's risk reading) sees more than the embedded assistant did. Never lowered: a reading at
 * or above `tier` is kept as it is.
 */
export function raisedTo(analysis: Analysis, tier: 'asking' | 'crisis', kind: CrisisKind | undefined): Analysis {
  if (rank[analysis.tier] >= rank[tier]) return analysis
  const crisisKind = kind ?? analysis.crisisKind ?? 'suicide'
  const { intent: _intent, selection: _selection, distress: _distress, healthNote: _note, ...kept } = analysis
  const reasons = [...analysis.reasons, { rule: 'llm-raised' as const, detail: `${tier} (${crisisKind})` }]
  return { ...kept, intent: 'crisis', tier, crisisKind, safety: { kind: tier, crisisKind }, reasons }
}
