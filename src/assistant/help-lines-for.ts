import type { HelpLine } from '../contract/chat-api'
import { alertSignsLink, helpLines, safetyPlanLink, type HelpLineName } from '../data/help-lines'
import type { Analysis } from './assistant'
import { feelsPain } from './distress-reply'
import type { CrisisKind } from './reading/intent-types'

// The lines each crisis's reply names, in the reply's order: every crisis the CVV (to call and
// to write) and the SAMU; violence first the Polícia, the Central da Mulher and the Disque 100.
const everyCrisis: readonly HelpLineName[] = ['cvv', 'cvvChat', 'samu']
const byCrisis: Record<CrisisKind, readonly HelpLineName[]> = {
  suicide: everyCrisis,
  'self-harm': everyCrisis,
  baby: everyCrisis,
  violence: ['policia', 'mulher', 'disque100', 'samu', 'cvv', 'cvvChat'],
}
const forDistress: readonly HelpLineName[] = ['cvv', 'cvvChat']

/**
 * The help shown under a reply, one tap away: a danger sign of the body the SAMU (and the poison
 * line) first and 'Sinais de alerta' after the lines; a crisis, or the question about one, gets its
 * kind's lines and then her safety plan; distress the CVV (tiredness alone none); after a clear
 * no to the question, that kind's lines once more. A crisis earlier in the conversation, or a
 * question she did not answer no to, keeps its lines in sight in every reply (added to what this
 * message calls for).
 */
export function helpLinesFor({
  tier,
  crisisKind,
  earlierCrisis,
  earlierAsked,
  distress,
  alarm,
}: Pick<Analysis, 'tier' | 'crisisKind' | 'earlierCrisis' | 'earlierAsked' | 'distress'> & Partial<Pick<Analysis, 'alarm'>>): HelpLine[] {
  const urgent = tier === 'crisis' || tier === 'asking'
  const pain = tier === 'distress' && (distress === undefined || feelsPain(distress.concepts))
  const now = urgent ? byCrisis[crisisKind ?? 'suicide'] : pain ? forDistress : []
  const before = [earlierCrisis, earlierAsked].flatMap((kind) => (kind ? byCrisis[kind] : []))
  const names = [...(alarm?.level === 'urgent' ? forAlarm(alarm.swallowed) : []), ...now, ...before]
  const lines: HelpLine[] = [...new Set(names)].map((name) => ({ ...helpLines[name] }))
  const signs = alarm ? [{ ...alertSignsLink }] : []
  return [...lines, ...signs, ...(urgent ? [{ ...safetyPlanLink }] : [])]
}

/** A danger sign of the body: the SAMU first, and the poison line for anything swallowed. */
const forAlarm = (swallowed: boolean): readonly HelpLineName[] => (swallowed ? ['samu', 'intoxicacao'] : ['samu'])
