import type { AfterBirthTopicId } from '../data/after-birth'
import { asking, subjects, topicCues } from './after-birth-cues'

/**
 * The topics of a question about the weeks after the birth (after-birth-cues.ts), at most two:
 * what she asks (the difference, the signs, where to go, what her family can do), then what she
 * names (baby blues, postpartum depression); undefined when the message asks none.
 */
/** One topic or two, in the order the reply answers them. */
export type AfterBirthTopics = [AfterBirthTopicId] | [AfterBirthTopicId, AfterBirthTopicId]

export function afterBirthTopics(normalized: string, question: boolean): AfterBirthTopics | undefined {
  if (!question && !asking.test(normalized)) return undefined
  const blues = subjects.blues.pattern.test(normalized)
  const depression = subjects.depression.pattern.test(normalized)
  const family = subjects.family.pattern.test(normalized) && subjects.afterBirth.pattern.test(normalized)
  if (!blues && !depression && !family) return undefined
  const asked = topicCues.filter(([id, cue]) => (id !== 'quem-esta-perto' || family) && cue.pattern.test(normalized)).map(([id]) => id)
  const named: AfterBirthTopicId[] = [...(blues ? ['baby-blues' as const] : []), ...(depression ? ['depressao-pos-parto' as const] : [])]
  // The difference already says what each one is.
  const [first, second] = asked.includes('diferenca') ? asked : [...asked, ...named]
  return second ? [first!, second] : [first!]
}
