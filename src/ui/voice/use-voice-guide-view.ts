import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { voiceGuideMachine } from '../../machines/voice-guide.machine'
import { voiceGuideEvents, voiceGuideView } from './voice-guide-view'

/** A voice-guide actor as 'Guia por voz' shows it (voice-guide-view.ts), current at every snapshot. */
export function useVoiceGuideView(actorRef: ActorRefFrom<typeof voiceGuideMachine>) {
  const snapshot = useSelector(actorRef, (s) => s)
  const events = useMemo(() => voiceGuideEvents(actorRef.send), [actorRef])
  return useMemo(() => ({ ...voiceGuideView(snapshot), ...events }), [snapshot, events])
}
