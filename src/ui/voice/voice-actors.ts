import { fromCallback, fromPromise } from 'xstate'
import { speakAloud, watchBrazilianVoice } from '../../device/speech'
import type { SpeakInput, VoicesEvent } from '../../machines/voice-guide.machine'

/** The device's pt-BR voice, found and watched (src/device/speech.ts). */
export const deviceVoices = fromCallback<VoicesEvent>(({ sendBack }) =>
  watchBrazilianVoice((voice) => sendBack(voice ? { type: 'voice.found', voice } : { type: 'voice.missing' })),
)

/** One step said aloud; stopping the actor silences it. */
export const deviceSpeech = fromPromise<undefined, SpeakInput>(({ input, signal }) =>
  speakAloud(input.text, input.voice, signal).then(() => undefined),
)
