import { useEffect } from 'react'
import type { TutorialPosition } from '../../machines/tutorial'
import { stepSpeech } from './step-speech'
import { useVoiceGuideRef } from './voice-guide-context'

/**
 * Tells the player's voice guide which step runs: each step as it starts (and again when she
 * resumes), and that the timer stopped when it is not running (paused, 'Parar?', completed) or
 * the step left the screen. The guide decides whether to speak (voice-guide.machine.ts).
 */
export function useSpokenSteps(running: boolean, position: TutorialPosition | undefined): void {
  const guide = useVoiceGuideRef()
  const step = running && position ? stepSpeech(position.index, position.current) : null
  const key = step?.key
  const text = step?.text
  useEffect(() => {
    if (!guide) return undefined
    if (key === undefined || text === undefined) {
      guide.send({ type: 'step.hold' })
      return undefined
    }
    guide.send({ type: 'step.start', step: { key, text } })
    return () => guide.send({ type: 'step.hold' })
  }, [guide, key, text])
}
