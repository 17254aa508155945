import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { voiceGuideMachine } from '../../machines/voice-guide.machine'
import { useVoiceGuide } from './use-voice-guide'

type VoiceGuideRef = ActorRefFrom<typeof voiceGuideMachine>

const VoiceGuideContext = createContext<VoiceGuideRef | null>(null)

/**
 * One voice guide for a player while it is open: its toggle and the steps of every activity it
 * plays speak through it; closing the player stops it, and with it any speech.
 */
export function VoiceGuideProvider({ children }: { children: ReactNode }) {
  return <VoiceGuideContext.Provider value={useVoiceGuide()}>{children}</VoiceGuideContext.Provider>
}

/** The player's voice guide (null outside a player). */
export const useVoiceGuideRef = () => useContext(VoiceGuideContext)
