/** What the app reads of a voice (the browser's SpeechSynthesisVoice, or a test's). */
export type VoiceInfo = Pick<SpeechSynthesisVoice, 'voiceURI' | 'name' | 'lang' | 'localService' | 'default'>

// Android writes pt_BR; a voice's lang is a BCP 47 tag in any case.
const isBrazilian = (voice: VoiceInfo) => voice.lang.replace('_', '-').toLowerCase() === 'pt-br'
// The names iOS, macOS, Windows and Edge give their better voices.
const soundsBetter = (voice: VoiceInfo) => /natural|neural|enhanced|premium|aprimorad/i.test(voice.name)

/**
 * The best pt-BR voice: one on the device first (it speaks offline), then a better-sounding one,
 * then the one the device calls its default. No pt-PT or other voice stands in: read in another
 * accent, a calm instruction sounds foreign.
 */
export function bestBrazilianVoice(voices: readonly VoiceInfo[]): VoiceInfo | undefined {
  const score = (voice: VoiceInfo) => (voice.localService ? 4 : 0) + (soundsBetter(voice) ? 2 : 0) + (voice.default ? 1 : 0)
  return voices.filter(isBrazilian).reduce<VoiceInfo | undefined>((best, voice) => (!best || score(voice) > score(best) ? voice : best), undefined)
}

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : undefined

/** How long a browser that never says its voices changed gets to list them (Chrome lists them late). */
export const VOICE_LIST_WAIT_MS = 3000

/**
 * Tells `report` the URI of the best pt-BR voice, or null when the device has none, and again
 * whenever that changes (Chrome lists its voices after the page starts, and may add more). An
 * empty list is not an answer until the browser says its list changed or the wait is over.
 * Returns what stops watching.
 */
export function watchBrazilianVoice(report: (voice: string | null) => void): () => void {
  const synth = synthesis()
  if (!synth) {
    const timer = setTimeout(() => report(null), 0)
    return () => clearTimeout(timer)
  }
  let last: string | null | undefined
  const check = (listed: boolean) => {
    const found = bestBrazilianVoice(synth.getVoices())?.voiceURI ?? null
    if ((found !== null || listed) && found !== last) report((last = found))
  }
  const onChange = () => check(true)
  const timer = setTimeout(onChange, VOICE_LIST_WAIT_MS)
  synth.addEventListener('voiceschanged', onChange)
  check(synth.getVoices().length > 0)
  return () => {
    clearTimeout(timer)
    synth.removeEventListener('voiceschanged', onChange)
  }
}

/** A slightly slower pace than the default: she is breathing, not listening to the news. */
const CALM_RATE = 0.95

/**
 * Says `text` in the voice `voiceUri` (pt-BR), resolving when it has been said. Whatever the
 * device was saying is cancelled first, so one voice speaks at a time; `signal` cancels it.
 */
export function speakAloud(text: string, voiceUri: string, signal: AbortSignal): Promise<void> {
  const synth = synthesis()
  if (!synth) return Promise.reject(new Error('speechSynthesis unavailable'))
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new Error('cancelled'))
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.lang = 'pt-BR'
    utterance.rate = CALM_RATE
    const voice = synth.getVoices().find((candidate) => candidate.voiceURI === voiceUri)
    if (voice) utterance.voice = voice
    const settle = () => {
      utterance.onend = null
      utterance.onerror = null
      signal.removeEventListener('abort', cancel)
    }
    const cancel = () => {
      settle()
      synth.cancel()
      reject(new Error('cancelled'))
    }
    utterance.onend = () => {
      settle()
      resolve()
    }
    utterance.onerror = (event) => {
      settle()
      reject(new Error(event.error))
    }
    signal.addEventListener('abort', cancel, { once: true })
    synth.cancel()
    synth.speak(utterance)
  })
}
