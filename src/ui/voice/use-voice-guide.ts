import { useActorRef } from '@xstate/react'
import { changeSettings } from '../../device/settings'
import { voiceGuideMachine } from '../../machines/voice-guide.machine'
import { inspect } from '../dev/inspector'
import { useSettings } from '../settings/use-settings'
import { deviceSpeech, deviceVoices } from './voice-actors'

/** A voice-guide actor on the device's voices, starting from her remembered choice and remembering each change. */
export function useVoiceGuide() {
  const { voiceGuide } = useSettings()
  return useActorRef(
    voiceGuideMachine.provide({
      actors: { voices: deviceVoices, speak: deviceSpeech },
      actions: { rememberChoice: (_, { wanted }) => changeSettings({ voiceGuide: wanted }) },
    }),
    { input: { wanted: voiceGuide }, inspect },
  )
}
