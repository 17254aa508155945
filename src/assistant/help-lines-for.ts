import type { HelpLine } from '../contract/chat-api'
import { helpLines, type HelpLineName } from '../data/help-lines'
import type { Analysis } from './assistant'
import type { CrisisKind } from './intent-types'

// The lines each crisis's reply names, in the reply's order: every crisis the CVV (to call and
// to write) and the SAMU; violence first the Polícia and the Central da Mulher.
const everyCrisis: readonly HelpLineName[] = ['cvv', 'cvvChat', 'samu']
const byCrisis: Record<CrisisKind, readonly HelpLineName[]> = {
  suicide: everyCrisis,
  'self-harm': everyCrisis,
  baby: everyCrisis,
  violence: ['policia', 'mulher', 'samu', 'cvv', 'cvvChat'],
}
const forDistress: readonly HelpLineName[] = ['cvv', 'cvvChat']

/**
 * The help shown under a reply, one tap away: a crisis gets its kind's lines; distress the CVV;
 * after a crisis earlier in the conversation, that crisis's lines stay in sight in every reply
 * (added to what this message calls for). Nothing otherwise.
 */
export function helpLinesFor({ tier, crisisKind, earlierCrisis }: Pick<Analysis, 'tier' | 'crisisKind' | 'earlierCrisis'>): HelpLine[] {
  const now = tier === 'crisis' ? byCrisis[crisisKind ?? 'suicide'] : tier === 'distress' ? forDistress : []
  const before = earlierCrisis ? byCrisis[earlierCrisis] : []
  return [...new Set([...now, ...before])].map((name) => ({ ...helpLines[name] }))
}
