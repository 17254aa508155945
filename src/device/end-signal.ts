import type { Settings } from '../data/profile-defaults'
import { isMadrugadaHour } from '../progress/madrugada'
import { readSettings } from './settings'

/** What the browser offers for the signal; tests give their own. */
export interface SignalDevice {
  /** The page has had a tap of hers: without one the browser refuses sound and vibration. */
  activated: () => boolean
  /** A soft chime, generated (no file is downloaded). */
  chime: () => void
  vibrate: (pattern: number[]) => void
}

/** A short vibration: two light pulses. */
export const VIBRATION = [120, 80, 120]

/** Her switch is on and, from 22:00 to 05:00, she also turned on 'Também de madrugada'. */
export const endSignalAllowed = (settings: Pick<Settings, 'endSignal' | 'endSignalAtNight'>, at: Date): boolean =>
  settings.endSignal && (settings.endSignalAtNight || !isMadrugadaHour(at.getHours()))

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext }
type AudioSessionNavigator = Navigator & { audioSession?: { type: string } }

let audio: AudioContext | undefined

/** Two soft sine notes, a fifth apart, each fading in and out within 0.6 s. */
function chime(): void {
  const Context = window.AudioContext ?? (window as AudioWindow).webkitAudioContext
  if (!Context) return
  // Where the browser lets a page follow the phone's silent switch (Safari), it does.
  const session = (navigator as AudioSessionNavigator).audioSession
  if (session) session.type = 'ambient'
  audio ??= new Context()
  void audio.resume()
  const start = audio.currentTime + 0.02
  ;[659.25, 987.77].forEach((frequency, index) => {
    const at = start + index * 0.2
    const note = audio!.createOscillator()
    const volume = audio!.createGain()
    note.type = 'sine'
    note.frequency.value = frequency
    volume.gain.setValueAtTime(0.0001, at)
    volume.gain.exponentialRampToValueAtTime(0.15, at + 0.03)
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.6)
    note.connect(volume).connect(audio!.destination)
    note.start(at)
    note.stop(at + 0.65)
  })
}

export const browserSignal: SignalDevice = {
  activated: () => navigator.userActivation?.hasBeenActive ?? true,
  chime,
  vibrate: (pattern) => void navigator.vibrate?.(pattern),
}

/**
 * The end of a practice, a routine's step or a recipe's timer: a soft sound and a short vibration
 * where the phone allows them, when her settings and the hour do.
 */
export function signalEnd({ at = new Date(), settings = readSettings(), device = browserSignal } = {}): void {
  if (!endSignalAllowed(settings, at) || !device.activated()) return
  try {
    device.chime()
  } catch {
    // No sound on this browser: the vibration and the screen still say it.
  }
  device.vibrate(VIBRATION)
}
