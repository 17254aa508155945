/** A voice as the test double lists it. */
export interface FakeVoice {
  name: string
  lang: string
  localService: boolean
  default?: boolean
}

/** What the page said, as the test double heard it. */
export interface SpeechRecord {
  /** Every utterance the page asked for, in order. */
  said: Array<{ text: string; lang: string; voice: string | null }>
  /** The utterance being said now, if any. */
  speaking: string | null
  /** Times the page silenced it. */
  cancels: number
}

export interface FakeSpeechOptions {
  voices: FakeVoice[]
  /** As Chrome does: an empty list at first, the voices a moment later with 'voiceschanged'. */
  listedLater?: boolean
  /** How long each utterance takes, per character (on the page's clock). */
  msPerCharacter?: number
}

/**
 * Installs a test double of `speechSynthesis` and `SpeechSynthesisUtterance` on `window` (headless
 * Chromium and jsdom have no voices): it lists `voices`, says one utterance at a time on the
 * page's timers, queues the rest, cancels as a browser does, and records everything in
 * `window.__speech`. Self-contained, so a browser test can pass it to `page.addInitScript`.
 */
export function installFakeSpeech({ voices, listedLater = false, msPerCharacter = 40 }: FakeSpeechOptions): void {
  const record: SpeechRecord = { said: [], speaking: null, cancels: 0 }
  const listed = voices.map((voice) => ({ ...voice, voiceURI: `${voice.name} (${voice.lang})`, default: voice.default ?? false }))
  let available = listedLater ? [] : listed

  class FakeUtterance extends EventTarget {
    text: string
    lang = ''
    voice: (typeof listed)[number] | null = null
    rate = 1
    pitch = 1
    volume = 1
    onstart: ((event: Event) => void) | null = null
    onend: ((event: Event) => void) | null = null
    onerror: ((event: Event & { error: string }) => void) | null = null
    constructor(text = '') {
      super()
      this.text = text
    }
  }

  const queue: FakeUtterance[] = []
  let current: { utterance: FakeUtterance; timer: ReturnType<typeof setTimeout> } | null = null
  const fail = (utterance: FakeUtterance, error: string) =>
    utterance.onerror?.(Object.assign(new Event('error'), { error }))
  const next = () => {
    const utterance = queue.shift()
    if (!utterance) {
      current = null
      record.speaking = null
      return
    }
    record.speaking = utterance.text
    utterance.onstart?.(new Event('start'))
    const timer = setTimeout(() => {
      utterance.onend?.(new Event('end'))
      next()
    }, utterance.text.length * msPerCharacter)
    current = { utterance, timer }
  }

  const synth = Object.assign(new EventTarget(), {
    getVoices: () => available,
    get speaking() {
      return current !== null
    },
    get pending() {
      return queue.length > 0
    },
    paused: false,
    speak(utterance: FakeUtterance) {
      record.said.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.voiceURI ?? null })
      queue.push(utterance)
      if (!current) next()
    },
    cancel() {
      record.cancels++
      const cancelled = [...(current ? [current.utterance] : []), ...queue.splice(0)]
      if (current) clearTimeout(current.timer)
      current = null
      record.speaking = null
      cancelled.forEach((utterance, i) => fail(utterance, i === 0 ? 'interrupted' : 'canceled'))
    },
    pause() {},
    resume() {},
  })

  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true, writable: true })
  Object.defineProperty(window, '__speech', { value: record, configurable: true })
  if (listedLater)
    setTimeout(() => {
      available = listed
      synth.dispatchEvent(new Event('voiceschanged'))
    }, 50)
}

/** The record installFakeSpeech keeps, read in the page. */
export const speechRecord = (): SpeechRecord => (window as unknown as { __speech: SpeechRecord }).__speech
