import { crisisPatterns, everydayIdioms } from './crisis-patterns'
import { babyHealthPattern, healthQuestionPatterns, mentalHealthPattern, symptomPattern } from './health-patterns'
import type { CrisisKind } from './intent-types'

export type SafetyCheck =
  | { kind: 'crisis'; crisisKind: CrisisKind }
  | { kind: 'health'; aboutBaby: boolean; aboutMind: boolean; /** only a symptom named, no question about it */ inPassing: boolean }
  | { kind: 'none' }

const idioms = everydayIdioms.map((pattern) => new RegExp(pattern.source, 'g'))

/** Violence first: its reply also carries CVV and SAMU, and adds Ligue 180 and 190. */
const crisisOrder: readonly CrisisKind[] = ['violence', 'baby', 'self-harm', 'suicide']

/** The text with the everyday idioms blanked out ("morrendo de rir" is no crisis). */
function withoutIdioms(normalized: string): string {
  let text = normalized
  // Twice: a blanked idiom can reveal another ("morta de cansaço, matando a saudade").
  for (let pass = 0; pass < 2; pass++) {
    for (const idiom of idioms) text = text.replace(idiom, ' ')
  }
  return text
}

export function detectCrisis(normalized: string): CrisisKind | undefined {
  const text = withoutIdioms(normalized)
  return crisisOrder.find((kind) => crisisPatterns[kind].some((pattern) => pattern.test(text)))
}

/** Safety comes before anything else: a crisis, then a health question, then the rest. */
export function checkSafety(normalized: string): SafetyCheck {
  const crisisKind = detectCrisis(normalized)
  if (crisisKind) return { kind: 'crisis', crisisKind }
  const question = healthQuestionPatterns.some((pattern) => pattern.test(normalized))
  if (question || symptomPattern.test(normalized)) {
    return {
      kind: 'health',
      aboutBaby: babyHealthPattern.test(normalized),
      aboutMind: mentalHealthPattern.test(normalized),
      inPassing: !question,
    }
  }
  return { kind: 'none' }
}
