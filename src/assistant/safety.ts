import { babyHealthPattern, healthQuestionPatterns, mentalHealthPattern, symptomPattern } from './health-patterns'
import type { CrisisKind } from './reading/intent-types'

/*
 * What safety asks of a reply, before anything else: a crisis (the help lines), a question about
 * one, distress (a warm reply), a health question (a professional, never a dose), or nothing.
 * Crisis, the question and distress are read by risk/ (concepts in her words, with the
 * conversation behind them); health here.
 */

export type SafetyCheck =
  | { kind: 'crisis'; crisisKind: CrisisKind }
  /** A risk signal too unsure for the crisis reply: the assistant asks her directly. */
  | { kind: 'asking'; crisisKind: CrisisKind }
  /** She answered the question with a clear no. */
  | { kind: 'reassured'; crisisKind: CrisisKind }
  | { kind: 'distress' }
  | { kind: 'health'; aboutBaby: boolean; aboutMind: boolean; /** only a symptom named, no question about it */ inPassing: boolean }
  | { kind: 'none' }

export type HealthCheck = Extract<SafetyCheck, { kind: 'health' | 'none' }>

/** A health question, or a symptom named in passing, in the normal form. */
export function checkHealth(normalized: string): HealthCheck {
  const question = healthQuestionPatterns.some((pattern) => pattern.test(normalized))
  if (!question && !symptomPattern.test(normalized)) return { kind: 'none' }
  return {
    kind: 'health',
    aboutBaby: babyHealthPattern.test(normalized),
    aboutMind: mentalHealthPattern.test(normalized),
    inPassing: !question,
  }
}
