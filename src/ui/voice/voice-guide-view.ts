import type { EventFrom, SnapshotFrom } from 'xstate'
import { selectVoiceGuideStatus, type VoiceGuideStatus, type voiceGuideMachine } from '../../machines/voice-guide.machine'

type Snapshot = SnapshotFrom<typeof voiceGuideMachine>
type Send = (event: EventFrom<typeof voiceGuideMachine>) => void

/** What 'Guia por voz' shows, in the player and in the profile, every fact asked of the machine. */
export interface VoiceGuideView {
  status: VoiceGuideStatus
  /** The switch: on only while the guide is on (never on a device without a pt-BR voice). */
  checked: boolean
  /** Until a voice is found, or when there is none, the switch cannot be turned. */
  disabled: boolean
  /** Saying a step now. */
  speaking: boolean
  /** Under the switch: what it does, or why it cannot. */
  note: string
}

export const voiceGuideNotes = {
  waiting: 'Procurando uma voz em português no aparelho…',
  unavailable: 'Indisponível: este aparelho não tem uma voz em português do Brasil.',
  off: 'Cada passo lido em voz alta quando começa',
  on: 'Cada passo lido em voz alta quando começa',
} as const satisfies Record<VoiceGuideStatus, string>

export function voiceGuideView(snapshot: Snapshot): VoiceGuideView {
  const status = selectVoiceGuideStatus(snapshot)
  return {
    status,
    checked: status === 'on',
    disabled: !snapshot.can({ type: 'guide.turnOn' }) && !snapshot.can({ type: 'guide.turnOff' }),
    speaking: snapshot.hasTag('speaking'),
    note: voiceGuideNotes[status],
  }
}

export const voiceGuideEvents = (send: Send) => ({
  /** The switch turned on or off. */
  turn: (on: boolean) => send({ type: on ? 'guide.turnOn' : 'guide.turnOff' }),
})
