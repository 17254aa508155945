import type { TutorialStep } from '../../data/activity-types'
import type { SpokenStep } from '../../machines/voice-guide.machine'

const endsASentence = (text: string) => /[.!?…:]$/.test(text.trim())

/** What is said when a step starts: its title, as a sentence of its own, then its instruction. */
export function stepSpeech(index: number, step: TutorialStep): SpokenStep {
  const title = step.title.trim()
  const instruction = step.instruction.trim()
  const text = title ? `${title}${endsASentence(title) ? '' : '.'} ${instruction}` : instruction
  return { key: `${index}:${step.time}`, text }
}
